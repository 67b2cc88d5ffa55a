//===- TuneCache.cpp - Policies the autotuner measured, for the lowering --===//

#include "TuneCache.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace oa::lowering;

Expected<TuneCache> TuneCache::load(StringRef path, StringRef compiler) {
  auto buf = MemoryBuffer::getFile(path);
  if (!buf)
    return createStringError(buf.getError(), "cannot read the tune cache '%s': %s",
                             path.str().c_str(), buf.getError().message().c_str());
  Expected<json::Value> v = json::parse((*buf)->getBuffer());
  if (!v)
    return createStringError(inconvertibleErrorCode(), "%s: not a tune cache: %s",
                             path.str().c_str(), toString(v.takeError()).c_str());
  const json::Object *root = v->getAsObject();
  const json::Object *entries = root ? root->getObject("entries") : nullptr;
  if (!entries || root->getInteger("version") != 1)
    return createStringError(inconvertibleErrorCode(), "%s: not a version-1 tune cache",
                             path.str().c_str());
  TuneCache c;
  for (const auto &[key, entry] : *entries) {
    const json::Object *e = entry.getAsObject();
    const json::Object *pol = e ? e->getObject("policy") : nullptr;
    if (!pol)
      continue;
    if (!compiler.empty() && e->getString("compiler") != std::optional<StringRef>(compiler))
      continue; // another build measured it
    std::map<std::string, int64_t> fields;
    bool ok = true;
    for (const auto &[name, value] : *pol) {
      std::optional<int64_t> i = value.getAsInteger();
      ok &= i.has_value();
      if (i)
        fields[name.str()] = *i;
    }
    if (ok)
      c.policies[key.str()] = std::move(fields);
  }
  return c;
}

std::string TuneCache::gemmKey(StringRef op, int64_t batch, int64_t m, int64_t n, int64_t k,
                               StringRef dtype, int64_t sm) {
  return formatv("gemm/{0}/{1}x{2}x{3}x{4}/{5}/sm_{6}", op, batch, m, n, k, dtype, sm).str();
}

mlir::DictionaryAttr TuneCache::policy(StringRef key, mlir::MLIRContext *ctx) const {
  auto it = policies.find(key);
  if (it == policies.end())
    return {};
  mlir::Builder b(ctx);
  SmallVector<mlir::NamedAttribute> attrs;
  for (const auto &[name, value] : it->second)
    attrs.push_back(b.getNamedAttr(name, b.getI64IntegerAttr(value)));
  return b.getDictionaryAttr(attrs);
}
