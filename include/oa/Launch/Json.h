//===-- oa/Launch/Json.h - A small JSON reader ------------------*- C++ -*-===//
//
// Just enough JSON for launch descriptions, with positions on every value so
// that errors can name file:line:col. Accepts `//` and `/* */` comments (the
// examples in docs/Launch.md use them). Object members keep their order.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LAUNCH_JSON_H
#define OA_LAUNCH_JSON_H

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace oa::launch {

struct JsonValue {
  enum Kind { Null, Bool, Number, String, Array, Object };
  Kind K = Null;
  bool B = false;
  double Num = 0;
  /// For String: the decoded text. For Number: the literal as written, so
  /// that 64-bit integers survive exactly.
  std::string Str;
  std::vector<JsonValue> Arr;
  std::vector<std::pair<std::string, JsonValue>> Obj;
  unsigned Line = 0, Col = 0;

  bool isNumber() const { return K == Number; }
  bool isString() const { return K == String; }
  bool isArray() const { return K == Array; }
  bool isObject() const { return K == Object; }
  /// The member named Key of an object, or null.
  const JsonValue *get(std::string_view Key) const;
  /// Integer value of a Number written without fraction or exponent (or
  /// with a fraction that is zero). False when out of range or not integral.
  bool asInt64(int64_t &V) const;
  bool asUInt64(uint64_t &V) const;
  const char *kindName() const;
};

/// Parses Text. On failure returns false and sets Err to "LINE:COL: message".
bool parseJson(std::string_view Text, JsonValue &Out, std::string &Err);

/// Writes S as a JSON string literal (with quotes) to Out.
void appendJsonString(std::string &Out, std::string_view S);

} // namespace oa::launch

#endif
