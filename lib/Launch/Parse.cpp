//===-- Parse.cpp - Launch description from JSON --------------------------===//
#include "oa/Launch/Json.h"
#include "oa/Launch/Launch.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

using namespace oa::launch;

// A description is a page of JSON; anything near this is not one.
static const uint64_t MaxDescBytes = 64 << 20;

int LaunchDesc::findBuffer(const std::string &Name) const {
  for (size_t I = 0; I < Buffers.size(); ++I)
    if (Buffers[I].Name == Name)
      return int(I);
  return -1;
}

namespace {
class DescParser {
  const std::string &Path;
  LaunchDesc &D;
  std::string &Err;

  bool fail(const JsonValue &At, const std::string &Msg) {
    Err = Path + ":" + std::to_string(At.Line) + ":" + std::to_string(At.Col) +
          ": " + Msg;
    return false;
  }

  // Members whose names start with '_' are comments; others must be known.
  bool checkKeys(const JsonValue &O, std::initializer_list<const char *> Known,
                 const char *What) {
    for (const auto &M : O.Obj) {
      if (!M.first.empty() && M.first[0] == '_')
        continue;
      bool Ok = false;
      for (const char *K : Known)
        Ok |= M.first == K;
      if (!Ok) {
        std::string List;
        for (const char *K : Known)
          List += std::string(List.empty() ? "" : ", ") + K;
        return fail(M.second, "unknown member \"" + M.first + "\" in " + What +
                                  " (expected one of: " + List + ")");
      }
    }
    return true;
  }

  // Grid or block dimensions, each within CUDA's limit for sm_80/sm_90.
  bool dims(const JsonValue &V, unsigned Out[3], const char *What, const uint64_t Max[3]) {
    static const char *Axis[3] = {"x", "y", "z"};
    auto One = [&](const JsonValue &E, unsigned I, const char *Msg) {
      uint64_t X;
      if (!E.asUInt64(X) || X == 0)
        return fail(E, std::string(What) + Msg);
      if (X > Max[I])
        return fail(E, std::string(What) + " " + Axis[I] + " is " + E.Str + ", more than " +
                           std::to_string(Max[I]) + " (the CUDA limit)");
      Out[I] = unsigned(X);
      return true;
    };
    if (V.isNumber())
      return One(V, 0, " must be a positive integer");
    if (!V.isArray() || V.Arr.empty() || V.Arr.size() > 3)
      return fail(V, std::string(What) + " must be an array of 1 to 3 positive integers");
    for (size_t I = 0; I < V.Arr.size(); ++I)
      if (!One(V.Arr[I], unsigned(I), " entries must be positive integers"))
        return false;
    return true;
  }

  // A float given as a number or as "nan", "inf", "-inf".
  bool floatValue(const JsonValue &V, double &X, const std::string &What) {
    if (V.isNumber()) {
      X = V.Num;
      return true;
    }
    if (V.isString()) {
      if (V.Str == "nan") { X = NAN; return true; }
      if (V.Str == "inf" || V.Str == "+inf") { X = INFINITY; return true; }
      if (V.Str == "-inf") { X = -INFINITY; return true; }
    }
    return fail(V, What + " must be a number (or \"nan\", \"inf\", \"-inf\")");
  }

  // An integer that fits T, given as a number or a "0x..." string (bits).
  bool intValue(const JsonValue &V, DType T, uint64_t &Bits, const std::string &What) {
    unsigned W = dtypeSize(T) * 8;
    if (V.isString() && V.Str.size() > 2 && V.Str[0] == '0' &&
        (V.Str[1] == 'x' || V.Str[1] == 'X')) {
      char *End;
      errno = 0;
      unsigned long long X = std::strtoull(V.Str.c_str() + 2, &End, 16);
      if (*End || errno || (W < 64 && (X >> W)))
        return fail(V, What + ": \"" + V.Str + "\" is not a " + std::to_string(W) + "-bit hex value");
      Bits = X;
      return true;
    }
    int64_t S;
    uint64_t U;
    if (isSigned(T) && V.asInt64(S)) {
      if (W < 64 && (S < -(int64_t(1) << (W - 1)) || S >= (int64_t(1) << (W - 1))))
        return fail(V, What + ": " + V.Str + " does not fit " + dtypeName(T));
      Bits = encodeInt(T, S);
      return true;
    }
    if (!isSigned(T) && V.asUInt64(U)) {
      if (W < 64 && (U >> W))
        return fail(V, What + ": " + V.Str + " does not fit " + dtypeName(T));
      Bits = U;
      return true;
    }
    if (V.isNumber())
      return fail(V, What + ": " + V.Str + " does not fit " + dtypeName(T));
    return fail(V, What + " must be an integer (or a \"0x...\" string)");
  }

  bool scalarBits(const JsonValue &V, DType T, uint64_t &Bits, const std::string &What) {
    if (isFloat(T)) {
      double X = 0;
      if (!floatValue(V, X, What))
        return false;
      Bits = encodeDouble(T, X);
      return true;
    }
    return intValue(V, T, Bits, What);
  }

  bool pairOf(const JsonValue &V, const char *Name, const JsonValue *&A,
              const JsonValue *&B) {
    if (!V.isArray() || V.Arr.size() != 2)
      return fail(V, std::string("\"") + Name + "\" takes an array of two numbers");
    A = &V.Arr[0];
    B = &V.Arr[1];
    return true;
  }

  bool init(const JsonValue &V, BufferDesc &B, InitSpec &I) {
    if (V.isString()) {
      if (V.Str == "poison") {
        I.K = InitSpec::Poison;
        return true;
      }
      return fail(V, "unknown init \"" + V.Str + "\" (a string init must be \"poison\")");
    }
    if (!V.isObject() || V.Obj.size() != 1)
      return fail(V, "init must be \"poison\" or an object with one of: uniform, normal, randint, fill, iota, file");
    const std::string &Kind = V.Obj[0].first;
    const JsonValue &A = V.Obj[0].second;
    const JsonValue *X = nullptr, *Y = nullptr;
    bool F = isFloat(B.Type);
    if (Kind == "uniform" || Kind == "normal") {
      if (!F)
        return fail(V, "\"" + Kind + "\" needs a float dtype (buffer '" + B.Name + "' is " + dtypeName(B.Type) + "; use randint)");
      if (!pairOf(A, Kind.c_str(), X, Y) || !floatValue(*X, I.A, Kind) || !floatValue(*Y, I.B, Kind))
        return false;
      I.K = Kind == "uniform" ? InitSpec::Uniform : InitSpec::Normal;
      if (I.K == InitSpec::Uniform && !(I.A <= I.B))
        return fail(A, "uniform needs lo <= hi");
      if (I.K == InitSpec::Normal && !(I.B >= 0))
        return fail(A, "normal needs std >= 0");
      return true;
    }
    if (Kind == "randint") {
      if (!pairOf(A, "randint", X, Y))
        return false;
      if (!X->asInt64(I.IA) || !Y->asInt64(I.IB))
        return fail(A, "randint bounds must be 64-bit integers");
      if (!(I.IA < I.IB))
        return fail(A, "randint needs lo < hi (hi is exclusive)");
      I.K = InitSpec::RandInt;
      return true;
    }
    if (Kind == "fill") {
      I.K = InitSpec::Fill;
      return scalarBits(A, B.Type, I.FillBits, "fill");
    }
    if (Kind == "iota") {
      if (!pairOf(A, "iota", X, Y))
        return false;
      I.K = InitSpec::Iota;
      if (F)
        return floatValue(*X, I.A, "iota start") && floatValue(*Y, I.B, "iota step");
      I.IsInt = true;
      if (!X->asInt64(I.IA) || !Y->asInt64(I.IB))
        return fail(A, "iota on an integer buffer takes integers");
      return true;
    }
    if (Kind == "file") {
      if (!A.isString() || A.Str.empty())
        return fail(A, "\"file\" takes a path");
      I.K = InitSpec::File;
      I.Path = joinPath(D.Dir, A.Str);
      return true;
    }
    return fail(V, "unknown init \"" + Kind + "\" (expected uniform, normal, randint, fill, iota, file or \"poison\")");
  }

  static bool goodName(const std::string &N) {
    if (N.empty() || N[0] == '.')
      return false;
    for (char C : N)
      if (!((C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
            (C >= '0' && C <= '9') || C == '_' || C == '-' || C == '.'))
        return false;
    return true;
  }

  bool buffer(const std::string &Name, const JsonValue &V) {
    if (!goodName(Name))
      return fail(V, "buffer name \"" + Name + "\" must be letters, digits, '_', '-', '.' (it names a file)");
    if (!V.isObject())
      return fail(V, "buffer '" + Name + "' must be an object");
    if (!checkKeys(V, {"dtype", "count", "shape", "init", "seed", "output", "rtol", "expect", "symbol"},
                   "a buffer"))
      return false;
    BufferDesc B;
    B.Name = Name;
    const JsonValue *T = V.get("dtype");
    if (!T)
      return fail(V, "buffer '" + Name + "' has no \"dtype\"");
    if (!T->isString() || !parseDType(T->Str, B.Type))
      return fail(*T, "unknown dtype " + (T->isString() ? "'" + T->Str + "'" : std::string(T->kindName())) +
                          " (expected i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64)");
    const JsonValue *C = V.get("count"), *S = V.get("shape");
    if (C && S)
      return fail(*S, "give either \"count\" or \"shape\", not both");
    if (C) {
      if (!C->asUInt64(B.Count))
        return fail(*C, "count must be a non-negative integer");
    } else if (S) {
      if (!S->isArray() || S->Arr.empty())
        return fail(*S, "shape must be a non-empty array of non-negative integers");
      B.Count = 1;
      for (const JsonValue &E : S->Arr) {
        uint64_t X;
        if (!E.asUInt64(X))
          return fail(E, "shape entries must be non-negative integers");
        if (X && B.Count > UINT64_MAX / X)
          return fail(E, "shape too large");
        B.Count *= X;
      }
    } else {
      return fail(V, "buffer '" + Name + "' has neither \"count\" nor \"shape\"");
    }
    if (B.Count > (uint64_t(1) << 40) / dtypeSize(B.Type))
      return fail(C ? *C : *S, "buffer '" + Name + "' is larger than 1 TiB");
    if (const JsonValue *O = V.get("output")) {
      if (O->K != JsonValue::Bool)
        return fail(*O, "output must be true or false");
      B.Output = O->B;
    }
    B.Seed = fnv1a64(Name);
    if (const JsonValue *Sd = V.get("seed"))
      if (!Sd->asUInt64(B.Seed))
        return fail(*Sd, "seed must be a non-negative 64-bit integer");
    if (const JsonValue *Sy = V.get("symbol")) {
      if (!Sy->isString() || Sy->Str.empty())
        return fail(*Sy, "symbol must be the name of a device global");
      B.Symbol = Sy->Str;
    }
    if (const JsonValue *I = V.get("init")) {
      if (!init(*I, B, B.Init))
        return false;
    } else if (!B.Symbol.empty()) {
      B.Init.K = InitSpec::Keep;
    } else if (B.Output) {
      B.Init.K = InitSpec::Poison; // an output the kernel does not write fails
    } else if (isFloat(B.Type)) {
      B.Init.K = InitSpec::Uniform;
      B.Init.A = -1;
      B.Init.B = 1;
    } else {
      B.Init.K = InitSpec::RandInt;
      B.Init.IA = 0;
      B.Init.IB = 100;
    }
    B.Rtol = B.Type == DType::F16 ? 1e-3 : B.Type == DType::BF16 ? 1e-2 : isFloat(B.Type) ? 1e-6 : 0;
    if (const JsonValue *R = V.get("rtol")) {
      if (!R->isNumber() || !(R->Num >= 0))
        return fail(*R, "rtol must be a non-negative number");
      B.HasRtol = true;
      B.Rtol = R->Num;
    }
    if (const JsonValue *E = V.get("expect")) {
      if (!B.Output)
        return fail(*E, "\"expect\" needs \"output\": true (buffer '" + Name + "')");
      if (!init(*E, B, B.Expect))
        return false;
      if (B.Expect.K == InitSpec::Poison)
        return fail(*E, "\"expect\" cannot be \"poison\"");
      B.HasExpect = true;
    }
    D.Buffers.push_back(std::move(B));
    return true;
  }

  // An array of 1..Max positive integers, each at most Hi.
  bool intList(const JsonValue &V, const char *What, unsigned Max, uint64_t Hi,
               std::vector<uint64_t> &Out) {
    if (!V.isArray() || V.Arr.empty() || V.Arr.size() > Max)
      return fail(V, std::string("\"") + What + "\" takes an array of 1 to " + std::to_string(Max) +
                         " positive integers");
    for (const JsonValue &E : V.Arr) {
      uint64_t X;
      if (!E.asUInt64(X) || X == 0 || X > Hi)
        return fail(E, std::string("\"") + What + "\" entries must be integers from 1 to " +
                           std::to_string(Hi));
      Out.push_back(X);
    }
    return true;
  }

  bool choice(const JsonValue *V, const char *What, std::initializer_list<const char *> Names,
              unsigned &Out) {
    if (!V)
      return true;
    unsigned I = 0;
    std::string List;
    for (const char *N : Names) {
      if (V->isString() && V->Str == N) {
        Out = I;
        return true;
      }
      List += std::string(List.empty() ? "" : ", ") + "\"" + N + "\"";
      ++I;
    }
    return fail(*V, std::string("\"") + What + "\" must be one of " + List);
  }

  // The checks cuTensorMapEncodeTiled makes, with the description's
  // positions, so that a bad map fails here rather than in the driver.
  bool tensorMap(const JsonValue &V, TensorMapDesc &T) {
    if (!V.isObject())
      return fail(V, "\"tensormap\" takes an object");
    if (!checkKeys(V, {"buffer", "dtype", "dims", "strides", "box", "element_strides", "swizzle",
                       "interleave", "l2_promotion", "oob_fill", "offset"},
                   "a tensor map"))
      return false;
    const JsonValue *B = V.get("buffer");
    if (!B || !B->isString())
      return fail(V, "a tensor map needs \"buffer\": NAME");
    int BI = D.findBuffer(B->Str);
    if (BI < 0)
      return fail(*B, "no buffer named '" + B->Str + "'");
    T.BufferIndex = unsigned(BI);
    DType Ty = D.Buffers[BI].Type;
    if (const JsonValue *Dt = V.get("dtype"))
      if (!Dt->isString() || !parseDType(Dt->Str, Ty))
        return fail(*Dt, "unknown dtype in the tensor map");
    // CUtensorMapDataType: UINT8 0, UINT16 1, UINT32 2, INT32 3, UINT64 4,
    // INT64 5, FLOAT16 6, FLOAT32 7, FLOAT64 8, BFLOAT16 9.
    static const int CuType[] = {0, 1, 3, 5, 0, 1, 2, 4, 6, 9, 7, 8};
    T.CuDataType = CuType[unsigned(Ty)];
    T.ElemBytes = dtypeSize(Ty);
    T.IsFloat = isFloat(Ty);
    std::vector<uint64_t> Dims, Box, Strides, ES;
    const JsonValue *Dm = V.get("dims"), *Bx = V.get("box");
    if (!Dm || !Bx)
      return fail(V, "a tensor map needs \"dims\" and \"box\" (innermost dimension first)");
    if (!intList(*Dm, "dims", 5, uint64_t(1) << 32, Dims) || !intList(*Bx, "box", 5, 256, Box))
      return false;
    T.Rank = unsigned(Dims.size());
    if (Box.size() != T.Rank)
      return fail(*Bx, "\"box\" needs " + std::to_string(T.Rank) + " entries, like \"dims\"");
    if (!choice(V.get("interleave"), "interleave", {"none", "16B", "32B"}, T.Interleave) ||
        !choice(V.get("swizzle"), "swizzle", {"none", "32B", "64B", "128B"}, T.Swizzle) ||
        !choice(V.get("l2_promotion"), "l2_promotion", {"none", "64B", "128B", "256B"},
                T.L2Promotion) ||
        !choice(V.get("oob_fill"), "oob_fill", {"zero", "nan"}, T.OobFill))
      return false;
    if (T.OobFill && !T.IsFloat)
      return fail(*V.get("oob_fill"), "\"oob_fill\": \"nan\" needs a float element type");
    if (T.Interleave && T.Rank < 3)
      return fail(*V.get("interleave"), "an interleaved tensor map needs at least 3 dimensions");
    // CU_TENSOR_MAP_INTERLEAVE_32B: swizzle 32B only, strides multiples of 32.
    const bool Il32 = T.Interleave == 2;
    if (Il32 && T.Swizzle != 1)
      return fail(*V.get("interleave"), "\"interleave\": \"32B\" needs \"swizzle\": \"32B\"");
    if (const JsonValue *S = V.get("strides")) {
      if (!intList(*S, "strides", 4, (uint64_t(1) << 40) - 1, Strides))
        return false;
      if (Strides.size() != T.Rank - 1)
        return fail(*S, "\"strides\" gives the byte strides of dimensions 1.." +
                            std::to_string(T.Rank - 1) + ": " + std::to_string(T.Rank - 1) +
                            " entries");
      for (size_t I = 0; I < Strides.size(); ++I)
        if (Strides[I] % (Il32 ? 32 : 16))
          return fail(S->Arr[I], Il32 ? "with a 32B interleave, tensor-map strides must be "
                                        "multiples of 32 bytes"
                                      : "tensor-map strides must be multiples of 16 bytes");
    } else {
      uint64_t St = T.ElemBytes;
      for (unsigned I = 1; I < T.Rank; ++I) {
        St *= Dims[I - 1];
        if (St % (Il32 ? 32 : 16))
          return fail(*Dm, "the packed stride of dimension " + std::to_string(I) + " is " +
                               std::to_string(St) + " bytes, not a multiple of " +
                               (Il32 ? "32 (32B interleave)" : "16") + ": give \"strides\"");
        Strides.push_back(St);
      }
    }
    if (const JsonValue *E = V.get("element_strides")) {
      if (!intList(*E, "element_strides", 5, 8, ES))
        return false;
      if (ES.size() != T.Rank)
        return fail(*E, "\"element_strides\" needs " + std::to_string(T.Rank) + " entries");
    }
    uint64_t Last = 0;
    for (unsigned I = 0; I < T.Rank; ++I) {
      T.Dims[I] = Dims[I];
      T.Box[I] = uint32_t(Box[I]);
      T.ElementStrides[I] = ES.empty() ? 1 : uint32_t(ES[I]);
      T.Strides[I] = I ? Strides[I - 1] : T.ElemBytes;
      Last += (Dims[I] - 1) * T.Strides[I];
    }
    if (!T.Interleave && (T.Box[0] * T.ElemBytes) % 16)
      return fail(*Bx, "the inner box dimension must be a multiple of 16 bytes (" +
                           std::to_string(T.Box[0] * T.ElemBytes) + " given)");
    unsigned Span = T.Swizzle ? 16u << T.Swizzle : 0;
    if (Span && !T.Interleave && T.Box[0] * T.ElemBytes > Span)
      return fail(*Bx, "the inner box dimension (" + std::to_string(T.Box[0] * T.ElemBytes) +
                           " bytes) exceeds the " + std::to_string(Span) + "-byte swizzle");
    // A map over a view starts inside its buffer; TMA needs the start
    // 16-byte aligned.
    if (const JsonValue *O = V.get("offset")) {
      if (!O->isNumber() || !O->asUInt64(T.Offset) || T.Offset >= (uint64_t(1) << 40))
        return fail(*O, "\"offset\" takes a byte count below 2^40");
      if (T.Offset % 16)
        return fail(*O, "a tensor map's \"offset\" must be a multiple of 16 bytes");
    }
    Last += T.Offset;
    if (Last + T.ElemBytes > D.Buffers[BI].bytes())
      return fail(*Dm, "the tensor map reaches byte " + std::to_string(Last + T.ElemBytes) +
                           " of buffer '" + B->Str + "', which has " +
                           std::to_string(D.Buffers[BI].bytes()));
    return true;
  }

  bool arg(const JsonValue &V, ArgDesc &A, unsigned Depth) {
    A.Line = V.Line;
    A.Col = V.Col;
    if (Depth > 16)
      return fail(V, "structs nested too deep");
    if (!V.isObject() || V.Obj.empty())
      return fail(V, "an argument must be an object: {\"buffer\": NAME}, {DTYPE: VALUE}, "
                     "{\"struct\": [...]} or {\"tensormap\": {...}}");
    if (const JsonValue *S = V.get("struct")) {
      if (!checkKeys(V, {"struct", "align"}, "a struct argument"))
        return false;
      if (!S->isArray() || S->Arr.empty())
        return fail(*S, "\"struct\" takes a non-empty array of fields");
      A.K = ArgDesc::Struct;
      if (const JsonValue *Al = V.get("align")) {
        uint64_t X;
        if (!Al->asUInt64(X) || X == 0 || (X & (X - 1)) || X > 256)
          return fail(*Al, "align must be a power of two up to 256");
        A.Align = unsigned(X);
      }
      for (const JsonValue &F : S->Arr) {
        A.Fields.emplace_back();
        if (!arg(F, A.Fields.back(), Depth + 1))
          return false;
      }
      return true;
    }
    if (const JsonValue *T = V.get("tensormap")) {
      if (Depth)
        return fail(V, "a tensor map cannot be a struct field");
      if (!checkKeys(V, {"tensormap"}, "a tensor-map argument"))
        return false;
      A.K = ArgDesc::TensorMap;
      return tensorMap(*T, A.TM);
    }
    if (V.Obj.size() != 1)
      return fail(V, "a scalar or buffer argument has exactly one member");
    const std::string &Key = V.Obj[0].first;
    const JsonValue &X = V.Obj[0].second;
    if (Key == "buffer") {
      if (!X.isString())
        return fail(X, "\"buffer\" takes a buffer name");
      int I = D.findBuffer(X.Str);
      if (I < 0)
        return fail(X, "no buffer named '" + X.Str + "'");
      A.K = ArgDesc::Buffer;
      A.BufferIndex = unsigned(I);
      return true;
    }
    if (!parseDType(Key, A.Type))
      return fail(V, "unknown argument kind \"" + Key + "\" (expected buffer, struct, tensormap or a dtype)");
    A.K = ArgDesc::Scalar;
    return scalarBits(X, A.Type, A.Bits, Key + " argument");
  }

public:
  DescParser(const std::string &Path, LaunchDesc &D, std::string &Err)
      : Path(Path), D(D), Err(Err) {}

  bool run(const JsonValue &Root) {
    if (!Root.isObject())
      return fail(Root, "a launch description must be a JSON object");
    if (!checkKeys(Root, {"kernel", "cubin", "grid", "block", "shared", "stack", "buffers", "args"},
                   "the launch description"))
      return false;
    const JsonValue *K = Root.get("kernel");
    if (!K)
      return fail(Root, "missing \"kernel\"");
    if (!K->isString() || K->Str.empty())
      return fail(*K, "\"kernel\" must be a non-empty string");
    D.Kernel = K->Str;
    if (const JsonValue *C = Root.get("cubin")) {
      if (!C->isString() || C->Str.empty())
        return fail(*C, "\"cubin\" must be a path");
      D.Cubin = joinPath(D.Dir, C->Str);
    }
    static const uint64_t GridMax[3] = {MaxGridX, MaxGridYZ, MaxGridYZ};
    static const uint64_t BlockMax[3] = {MaxBlockXY, MaxBlockXY, MaxBlockZ};
    if (const JsonValue *G = Root.get("grid"); G && !dims(*G, D.Grid, "grid", GridMax))
      return false;
    if (const JsonValue *B = Root.get("block")) {
      if (!dims(*B, D.Block, "block", BlockMax))
        return false;
      uint64_t N = uint64_t(D.Block[0]) * D.Block[1] * D.Block[2];
      if (N > MaxBlockThreads)
        return fail(*B, "block of " + std::to_string(N) + " threads, more than " +
                            std::to_string(MaxBlockThreads) + " (the CUDA limit)");
    }
    if (const JsonValue *S = Root.get("shared")) {
      uint64_t X;
      if (!S->asUInt64(X))
        return fail(*S, "shared must be a byte count");
      if (X > maxSharedPerBlock(90))
        return fail(*S, "shared is " + S->Str + " bytes, more than a block can have (" +
                            std::to_string(maxSharedPerBlock(80) / 1024) + " KiB on sm_80, " +
                            std::to_string(maxSharedPerBlock(90) / 1024) + " KiB on sm_90)");
      D.SharedBytes = uint32_t(X);
    }
    // Deep recursion needs more than the driver's 1 KiB stack per thread,
    // as cudaDeviceSetLimit(cudaLimitStackSize, N) gives it.
    if (const JsonValue *S = Root.get("stack")) {
      uint64_t X;
      if (!S->asUInt64(X) || X == 0)
        return fail(*S, "stack must be a positive byte count (per thread)");
      if (X > MaxStackBytes)
        return fail(*S, "stack is " + S->Str + " bytes per thread, more than CUDA allows (" +
                            std::to_string(MaxStackBytes / 1024) + " KiB)");
      D.StackBytes = uint32_t(X);
    }
    if (const JsonValue *Bs = Root.get("buffers")) {
      if (!Bs->isObject())
        return fail(*Bs, "\"buffers\" must be an object of name: {...}");
      for (const auto &M : Bs->Obj)
        if (!buffer(M.first, M.second))
          return false;
    }
    if (const JsonValue *As = Root.get("args")) {
      if (!As->isArray())
        return fail(*As, "\"args\" must be an array");
      uint64_t Size = 0;
      for (const JsonValue &A : As->Arr) {
        D.Args.emplace_back();
        if (!arg(A, D.Args.back(), 0))
          return false;
        const ArgDesc &Last = D.Args.back();
        Size = (Size + Last.align() - 1) / Last.align() * Last.align() + Last.size();
        if (Size > MaxParamBytes)
          return fail(A, "the parameters take more than " + std::to_string(MaxParamBytes) +
                             " bytes (the CUDA limit)");
      }
    }
    return true;
  }
};
} // namespace

bool oa::launch::parseLaunchText(const std::string &Text, const std::string &Path,
                                 LaunchDesc &D, std::string &Err) {
  D = LaunchDesc();
  D.Path = Path;
  size_t Slash = Path.rfind('/');
  D.Dir = Slash == std::string::npos ? "." : Slash == 0 ? "/" : Path.substr(0, Slash);
  JsonValue Root;
  std::string JErr;
  if (!parseJson(Text, Root, JErr)) {
    Err = Path + ":" + JErr;
    return false;
  }
  DescParser P(Path, D, Err);
  return P.run(Root);
}

bool oa::launch::parseLaunchFile(const std::string &Path, LaunchDesc &D,
                                 std::string &Err) {
  std::vector<uint8_t> Bytes;
  if (!readFile(Path, Bytes, Err, MaxDescBytes))
    return false;
  return parseLaunchText(std::string(Bytes.begin(), Bytes.end()), Path, D, Err);
}
