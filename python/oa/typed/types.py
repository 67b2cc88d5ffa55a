"""Types of the typed kernel language: scalars of each width and 1-D arrays
in global, shared or local memory."""
import struct


class Scalar:
    def __init__(self, name, kind, bits):
        self.name, self.kind, self.bits = name, kind, bits  # kind: 'i' 'u' 'f' 'b'

    @property
    def mlir(self):
        if self.kind == "f":
            return {16: "f16", 32: "f32", 64: "f64"}[self.bits]
        return f"i{self.bits}"

    @property
    def is_float(self):
        return self.kind == "f"

    @property
    def is_int(self):
        return self.kind in "iu"

    @property
    def signed(self):
        return self.kind == "i"

    @property
    def size(self):
        return max(1, self.bits // 8)

    def __getitem__(self, key):
        """f32[:] is a 1-D global array of f32 (in annotations)."""
        if key != slice(None):
            raise TypeError("arrays are written T[:] (1-D, any length)")
        return Array(self, "global")

    def __call__(self, value):
        raise TypeError(f"oa.{self.name}(...) converts values inside @oa.kernel functions only")

    def __repr__(self):
        return self.name

    def literal(self, v):
        """The MLIR attribute text of constant v in this type (exact)."""
        if self.kind == "b":
            return "true" if v else "false"
        if self.is_int:
            v = int(v) & ((1 << self.bits) - 1)
            if self.bits > 1 and v >> (self.bits - 1):
                v -= 1 << self.bits  # MLIR prints signless constants signed
            return str(v)
        fmt, ifmt = {16: ("<e", "<H"), 32: ("<f", "<I"), 64: ("<d", "<Q")}[self.bits]
        bits = struct.unpack(ifmt, struct.pack(fmt, float(v)))[0]
        return f"0x{bits:0{self.bits // 4}X}"


class Array:
    """A 1-D array: space 'global' (a kernel parameter), 'shared' or 'local'."""

    def __init__(self, elem, space, length=None):
        self.elem, self.space, self.length = elem, space, length

    def __repr__(self):
        if self.space == "global":
            return f"{self.elem}[:]"
        return f"{self.space}.array({self.length}, {self.elem})"

    def __eq__(self, o):
        return isinstance(o, Array) and (o.elem, o.space, o.length) == (self.elem, self.space, self.length)

    def __hash__(self):
        return hash((self.elem.name, self.space, self.length))


SCALARS = {n: Scalar(n, n[0] if n[0] in "iuf" else "b", b) for n, b in (
    ("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64), ("u8", 8), ("u16", 16), ("u32", 32),
    ("u64", 64), ("f16", 16), ("f32", 32), ("f64", 64), ("bool_", 1))}
BOOL = SCALARS["bool_"]
I32, I64, U32, F32, F64 = (SCALARS[n] for n in ("i32", "i64", "u32", "f32", "f64"))
# numpy dtype names / array.array type codes of each scalar (for calls).
NUMPY = {"i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "u8": "uint8",
         "u16": "uint16", "u32": "uint32", "u64": "uint64", "f16": "float16", "f32": "float32",
         "f64": "float64", "bool_": "bool"}
LAUNCH_DTYPE = {"bool_": "u8"}  # docs/Launch.md dtypes are the scalar names otherwise
