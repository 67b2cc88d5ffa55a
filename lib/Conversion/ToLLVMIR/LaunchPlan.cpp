//===- LaunchPlan.cpp - host functions as JSON launch plans ---------------===//
//
// A plan has one entry per host function: its buffers (name, dtype, count,
// shape, role input/output/temp) and its launches in program order.  Each
// launch is a complete docs/Launch.md description, so oa-run and oa-emu take
// it as it is once split into files (python/oa/launch.py does that).  A
// model of several kernels runs as a chain of such launches through one
// directory: a launch reads every buffer it uses from `<name>.bin` (inputs
// written by the caller, temps written by an earlier launch's --out) and
// writes the buffers its kernel stores to as outputs.  Views
// (reinterpret_cast, memory_space_cast) resolve to the buffer they view.
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Translate.h"
#include "oa/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

#include <map>

using namespace mlir;

namespace {
std::string dtypeOf(Type t) {
  if (t.isF32())
    return "f32";
  if (t.isF16())
    return "f16";
  if (t.isBF16())
    return "bf16";
  if (t.isF64())
    return "f64";
  if (auto i = dyn_cast<IntegerType>(t))
    return (i.isUnsigned() ? "u" : "i") + std::to_string(i.getWidth());
  return "";
}

Value rootBuffer(Value v) {
  while (true) {
    if (auto view = v.getDefiningOp<memref::ReinterpretCastOp>())
      v = view.getSource();
    else if (auto cast = v.getDefiningOp<memref::MemorySpaceCastOp>())
      v = cast.getSource();
    else
      return v;
  }
}

struct Buffer {
  std::string name, dtype, role;
  int64_t count;
  SmallVector<int64_t> shape;
};

// oa's kernels write only their last argument (the group's output).
bool writesArg(gpu::LaunchFuncOp l, unsigned i) { return i + 1 == l.getNumKernelOperands(); }

LogicalResult writeFunction(func::FuncOp f, llvm::json::OStream &j, StringRef cubin,
                            double rtol) {
  DenseMap<Value, unsigned> index;
  std::vector<Buffer> bufs;
  auto add = [&](Value v, std::string name, StringRef role) -> LogicalResult {
    auto t = cast<MemRefType>(v.getType());
    std::string dt = dtypeOf(t.getElementType());
    if (dt.empty())
      return f.emitError("launch plan: unsupported element type ") << t.getElementType();
    index[v] = bufs.size();
    bufs.push_back({std::move(name), dt, role.str(), t.getNumElements(),
                    SmallVector<int64_t>(t.getShape())});
    return success();
  };
  for (BlockArgument a : f.getArguments()) {
    unsigned i = a.getArgNumber();
    if (!isa<MemRefType>(a.getType()))
      return f.emitError("launch plan: argument ") << i << " is not a memref";
    auto n = f.getArgAttrOfType<StringAttr>(i, "oa.name");
    bool out = f.getArgAttr(i, "oa.output") != nullptr;
    if (failed(add(a, n ? n.str() : "arg" + std::to_string(i), out ? "output" : "input")))
      return failure();
  }
  unsigned temps = 0;
  LogicalResult result = success();
  f.walk([&](memref::AllocOp a) {
    auto n = a->getAttrOfType<StringAttr>("oa.name");
    if (failed(add(a, n ? n.str() : "tmp" + std::to_string(temps++), "temp")))
      result = failure();
  });
  if (failed(result))
    return failure();

  j.attribute("name", f.getName());
  j.attributeObject("buffers", [&] {
    for (const Buffer &b : bufs)
      j.attributeObject(b.name, [&] {
        j.attribute("dtype", b.dtype);
        j.attribute("count", b.count);
        j.attributeArray("shape", [&] {
          for (int64_t d : b.shape)
            j.value(d);
        });
        j.attribute("role", b.role);
      });
  });
  j.attributeArray("launches", [&] {
    f.walk([&](gpu::LaunchFuncOp l) {
      // Resolve the arguments first: a launch's buffers are the ones it uses.
      SmallVector<unsigned> argBuf;
      SmallVector<DictionaryAttr> argMap; // a tensor map's description, else null
      std::map<unsigned, bool> used;      // buffer -> written
      auto maps = l->getAttrOfType<ArrayAttr>(oa::kTensorMapsAttr);
      auto mapOf = [&](unsigned i) -> DictionaryAttr {
        for (Attribute m : maps ? maps.getValue() : ArrayRef<Attribute>())
          if (auto d = dyn_cast<DictionaryAttr>(m))
            if (auto a = d.getAs<IntegerAttr>("arg"); a && a.getInt() == int64_t(i))
              return d;
        return {};
      };
      ValueRange operands = l.getKernelOperands();
      for (auto [i, a] : llvm::enumerate(operands)) {
        Value bufVal = a;
        DictionaryAttr tm;
        if (!isa<MemRefType>(a.getType())) {
          // A tensor map of one of the launch's buffers.
          tm = mapOf(i);
          auto of = tm ? tm.getAs<IntegerAttr>("buffer") : IntegerAttr();
          if (!of || of.getInt() < 0 || of.getInt() >= int64_t(operands.size())) {
            result = l.emitError("launch plan: kernel argument ")
                     << i << " is neither a buffer nor a described tensor map";
            return;
          }
          bufVal = operands[of.getInt()];
        }
        auto it = index.find(rootBuffer(bufVal));
        if (!isa<MemRefType>(bufVal.getType()) || it == index.end()) {
          result = l.emitError("launch plan: kernel argument ")
                   << i << " is not a buffer of the function";
          return;
        }
        argBuf.push_back(it->second);
        argMap.push_back(tm);
        used[it->second] |= !tm && writesArg(l, i);
      }
      j.object([&] {
        j.attribute("kernel", l.getKernelName().getValue());
        if (!cubin.empty())
          j.attribute("cubin", cubin);
        auto dims = [&](StringRef key, gpu::KernelDim3 d) {
          j.attributeArray(key, [&] {
            for (Value v : {d.x, d.y, d.z}) {
              std::optional<int64_t> c = getConstantIntValue(v);
              if (!c)
                result = l.emitError("launch plan: grid and block sizes must be constants");
              j.value(c.value_or(1));
            }
          });
        };
        dims("grid", l.getGridSizeOperandValues());
        dims("block", l.getBlockSizeOperandValues());
        int64_t shared = 0;
        if (Value s = l.getDynamicSharedMemorySize())
          shared = getConstantIntValue(s).value_or(-1);
        j.attribute("shared", shared);
        j.attributeObject("buffers", [&] {
          for (auto [bi, written] : used) {
            const Buffer &b = bufs[bi];
            j.attributeObject(b.name, [&] {
              j.attribute("dtype", b.dtype);
              j.attribute("count", b.count);
              if (written) {
                j.attribute("init", "poison");
                j.attribute("output", true);
                if (b.dtype == "f32" || b.dtype == "f16" || b.dtype == "bf16" || b.dtype == "f64")
                  j.attribute("rtol", rtol);
              } else {
                j.attributeObject("init", [&] { j.attribute("file", b.name + ".bin"); });
              }
            });
          }
        });
        auto ints = [&](DictionaryAttr d, StringRef key) {
          j.attributeArray(key, [&] {
            if (auto a = d.getAs<ArrayAttr>(key))
              for (Attribute v : a)
                j.value(cast<IntegerAttr>(v).getInt());
          });
        };
        j.attributeArray("args", [&] {
          for (auto [bi, tm] : llvm::zip(argBuf, argMap))
            j.object([&] {
              if (!tm) {
                j.attribute("buffer", bufs[bi].name);
                return;
              }
              j.attributeObject("tensormap", [&] {
                j.attribute("buffer", bufs[bi].name);
                ints(tm, "dims");
                ints(tm, "box");
                if (tm.get("strides"))
                  ints(tm, "strides");
                if (auto off = tm.getAs<IntegerAttr>("offset"))
                  j.attribute("offset", off.getInt());
                for (StringRef key : {"swizzle", "l2_promotion"})
                  if (auto v = tm.getAs<StringAttr>(key))
                    j.attribute(key, v.getValue());
              });
            });
        });
      });
    });
  });
  return result;
}
} // namespace

LogicalResult oa::translateLaunchPlan(Operation *op, llvm::raw_ostream &os, StringRef cubin,
                                      double rtol) {
  auto top = dyn_cast<ModuleOp>(op);
  if (!top)
    return op->emitError("expected a builtin.module");
  SmallVector<func::FuncOp> funcs;
  for (auto f : top.getOps<func::FuncOp>())
    if (!f.isExternal() && f.walk([](gpu::LaunchFuncOp) { return WalkResult::interrupt(); })
                               .wasInterrupted())
      funcs.push_back(f);
  if (funcs.empty())
    return top.emitError("no function launches kernels (run oa-opt --oa-model-to-llvm first)");
  LogicalResult result = success();
  std::string text;
  llvm::raw_string_ostream buf(text);
  {
    llvm::json::OStream j(buf, 2);
    j.object([&] {
      j.attributeArray("functions", [&] {
        for (func::FuncOp f : funcs)
          j.object([&] {
            if (failed(writeFunction(f, j, cubin, rtol)))
              result = failure();
          });
      });
    });
  }
  if (failed(result))
    return failure();
  os << text << "\n";
  return success();
}
