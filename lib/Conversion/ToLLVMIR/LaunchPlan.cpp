//===- LaunchPlan.cpp - host functions as JSON launch plans ---------------===//
//
// A plan lists a function's buffers (name, dtype, count, shape, role) and
// its launches in order; each launch is a docs/Launch.md launch description
// without "buffers", its args naming plan buffers.  Views (reinterpret_cast)
// resolve to the buffer they view.
//
//===----------------------------------------------------------------------===//
#include "oa/Conversion/Translate.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

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
  while (auto view = v.getDefiningOp<memref::ReinterpretCastOp>())
    v = view.getSource();
  return v;
}

LogicalResult writeFunction(func::FuncOp f, llvm::json::OStream &j) {
  DenseMap<Value, std::string> names;
  j.attributeObject("buffers", [&] {
    auto emit = [&](Value v, StringRef name, StringRef role) -> LogicalResult {
      auto t = cast<MemRefType>(v.getType());
      std::string dt = dtypeOf(t.getElementType());
      if (dt.empty())
        return f.emitError("launch plan: unsupported element type ") << t.getElementType();
      names[v] = name.str();
      j.attributeObject(name, [&] {
        j.attribute("dtype", dt);
        j.attribute("count", t.getNumElements());
        j.attributeArray("shape", [&] {
          for (int64_t d : t.getShape())
            j.value(d);
        });
        j.attribute("role", role);
      });
      return success();
    };
    for (BlockArgument a : f.getArguments()) {
      auto n = f.getArgAttrOfType<StringAttr>(a.getArgNumber(), "oa.name");
      std::string name = n ? n.str() : "arg" + std::to_string(a.getArgNumber());
      bool out = f.getArgAttr(a.getArgNumber(), "oa.output") != nullptr;
      (void)emit(a, name, out ? "output" : "input");
    }
    unsigned temps = 0;
    f.walk([&](memref::AllocOp a) {
      auto n = a->getAttrOfType<StringAttr>("oa.name");
      (void)emit(a, n ? n.str() : "tmp" + std::to_string(temps++), "temp");
    });
  });
  LogicalResult result = success();
  j.attributeArray("launches", [&] {
    f.walk([&](gpu::LaunchFuncOp l) {
      j.object([&] {
        j.attribute("kernel", l.getKernelName().getValue());
        auto dims = [&](StringRef key, gpu::KernelDim3 d) {
          j.attributeArray(key, [&] {
            for (Value v : {d.x, d.y, d.z})
              j.value(getConstantIntValue(v).value_or(-1));
          });
        };
        dims("grid", l.getGridSizeOperandValues());
        dims("block", l.getBlockSizeOperandValues());
        int64_t shared = 0;
        if (Value s = l.getDynamicSharedMemorySize())
          shared = getConstantIntValue(s).value_or(-1);
        j.attribute("shared", shared);
        j.attributeArray("args", [&] {
          for (Value a : l.getKernelOperands()) {
            if (isa<MemRefType>(a.getType())) {
              auto it = names.find(rootBuffer(a));
              if (it == names.end()) {
                result = l.emitError("launch plan: kernel argument is not a named buffer");
                continue;
              }
              j.object([&] { j.attribute("buffer", it->second); });
            } else if (auto c = getConstantIntValue(a)) {
              j.object([&] { j.attribute(dtypeOf(a.getType()).empty() ? "i64" : dtypeOf(a.getType()), *c); });
            } else {
              result = l.emitError("launch plan: scalar kernel arguments must be constants");
            }
          }
        });
      });
    });
  });
  return result;
}
} // namespace

LogicalResult oa::translateLaunchPlan(Operation *op, llvm::raw_ostream &os) {
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
  llvm::json::OStream j(os, 2);
  j.object([&] {
    j.attributeArray("functions", [&] {
      for (func::FuncOp f : funcs)
        j.object([&] {
          j.attribute("name", f.getName());
          if (failed(writeFunction(f, j)))
            result = failure();
        });
    });
  });
  os << "\n";
  return result;
}
