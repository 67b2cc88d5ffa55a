//===-- Json.cpp - A small JSON reader ------------------------------------===//
#include "oa/Launch/Json.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace oa::launch;

const JsonValue *JsonValue::get(std::string_view Key) const {
  if (K != Object)
    return nullptr;
  for (const auto &M : Obj)
    if (M.first == Key)
      return &M.second;
  return nullptr;
}

const char *JsonValue::kindName() const {
  switch (K) {
  case Null: return "null";
  case Bool: return "a boolean";
  case Number: return "a number";
  case String: return "a string";
  case Array: return "an array";
  case Object: return "an object";
  }
  return "?";
}

// Integers are read from the literal rather than from Num so that values
// above 2^53 stay exact.
static bool literalInteger(const std::string &S, bool &Neg, uint64_t &Mag) {
  size_t I = 0;
  Neg = false;
  if (I < S.size() && S[I] == '-') {
    Neg = true;
    ++I;
  }
  if (I >= S.size())
    return false;
  Mag = 0;
  for (; I < S.size() && S[I] >= '0' && S[I] <= '9'; ++I) {
    unsigned D = S[I] - '0';
    if (Mag > (UINT64_MAX - D) / 10)
      return false;
    Mag = Mag * 10 + D;
  }
  return I == S.size();
}

bool JsonValue::asInt64(int64_t &V) const {
  if (K != Number)
    return false;
  bool Neg;
  uint64_t Mag;
  if (literalInteger(Str, Neg, Mag)) {
    if (Neg ? Mag > (uint64_t(1) << 63) : Mag > uint64_t(INT64_MAX))
      return false;
    V = Neg ? int64_t(0 - Mag) : int64_t(Mag);
    return true;
  }
  // 1e3, 16.0: integral values written as floats.
  if (std::floor(Num) != Num || std::fabs(Num) > 9007199254740992.0)
    return false;
  V = int64_t(Num);
  return true;
}

bool JsonValue::asUInt64(uint64_t &V) const {
  if (K != Number)
    return false;
  bool Neg;
  uint64_t Mag;
  if (literalInteger(Str, Neg, Mag)) {
    if (Neg && Mag != 0)
      return false;
    V = Mag;
    return true;
  }
  if (std::floor(Num) != Num || Num < 0 || Num > 9007199254740992.0)
    return false;
  V = uint64_t(Num);
  return true;
}

namespace {
class Parser {
  std::string_view T;
  size_t P = 0;
  unsigned Line = 1, Col = 1;
  std::string &Err;

  bool fail(const std::string &Msg) { return failAt(Line, Col, Msg); }
  bool failAt(unsigned L, unsigned C, const std::string &Msg) {
    Err = std::to_string(L) + ":" + std::to_string(C) + ": " + Msg;
    return false;
  }
  bool atEnd() const { return P >= T.size(); }
  char peek() const { return atEnd() ? '\0' : T[P]; }
  void advance() {
    if (T[P] == '\n') {
      ++Line;
      Col = 1;
    } else {
      ++Col;
    }
    ++P;
  }
  bool skipSpace() {
    while (!atEnd()) {
      char C = T[P];
      if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
        advance();
      } else if (C == '/' && P + 1 < T.size() && T[P + 1] == '/') {
        while (!atEnd() && T[P] != '\n')
          advance();
      } else if (C == '/' && P + 1 < T.size() && T[P + 1] == '*') {
        unsigned L = Line, Cl = Col;
        advance();
        advance();
        while (!atEnd() && !(T[P] == '*' && P + 1 < T.size() && T[P + 1] == '/'))
          advance();
        if (atEnd())
          return failAt(L, Cl, "unterminated comment");
        advance();
        advance();
      } else {
        break;
      }
    }
    return true;
  }
  std::string describeHere() const {
    if (atEnd())
      return "end of file";
    char C = T[P];
    if (C >= 0x20 && C < 0x7f)
      return std::string("'") + C + "'";
    char Buf[16];
    std::snprintf(Buf, sizeof Buf, "byte 0x%02x", (unsigned char)C);
    return Buf;
  }
  bool expectWord(const char *W) {
    for (const char *Q = W; *Q; ++Q) {
      if (peek() != *Q)
        return fail(std::string("invalid literal (expected '") + W + "')");
      advance();
    }
    return true;
  }
  static void appendUtf8(std::string &S, uint32_t C) {
    if (C < 0x80) {
      S += char(C);
    } else if (C < 0x800) {
      S += char(0xc0 | (C >> 6));
      S += char(0x80 | (C & 0x3f));
    } else if (C < 0x10000) {
      S += char(0xe0 | (C >> 12));
      S += char(0x80 | ((C >> 6) & 0x3f));
      S += char(0x80 | (C & 0x3f));
    } else {
      S += char(0xf0 | (C >> 18));
      S += char(0x80 | ((C >> 12) & 0x3f));
      S += char(0x80 | ((C >> 6) & 0x3f));
      S += char(0x80 | (C & 0x3f));
    }
  }
  bool hex4(uint32_t &V) {
    V = 0;
    for (int I = 0; I < 4; ++I) {
      char C = peek();
      unsigned D;
      if (C >= '0' && C <= '9')
        D = C - '0';
      else if (C >= 'a' && C <= 'f')
        D = C - 'a' + 10;
      else if (C >= 'A' && C <= 'F')
        D = C - 'A' + 10;
      else
        return fail("invalid \\u escape");
      V = V * 16 + D;
      advance();
    }
    return true;
  }
  bool parseString(std::string &S) {
    unsigned L = Line, C0 = Col;
    advance(); // opening quote
    S.clear();
    for (;;) {
      if (atEnd())
        return failAt(L, C0, "unterminated string");
      char C = T[P];
      if (C == '"') {
        advance();
        return true;
      }
      if ((unsigned char)C < 0x20)
        return fail("control character in string");
      if (C != '\\') {
        S += C;
        advance();
        continue;
      }
      advance();
      char E = peek();
      if (atEnd())
        return failAt(L, C0, "unterminated string");
      switch (E) {
      case '"': S += '"'; break;
      case '\\': S += '\\'; break;
      case '/': S += '/'; break;
      case 'b': S += '\b'; break;
      case 'f': S += '\f'; break;
      case 'n': S += '\n'; break;
      case 'r': S += '\r'; break;
      case 't': S += '\t'; break;
      case 'u': {
        advance();
        uint32_t V;
        if (!hex4(V))
          return false;
        if (V >= 0xd800 && V < 0xdc00 && peek() == '\\' && P + 1 < T.size() &&
            T[P + 1] == 'u') {
          advance();
          advance();
          uint32_t Lo;
          if (!hex4(Lo))
            return false;
          if (Lo >= 0xdc00 && Lo < 0xe000)
            V = 0x10000 + ((V - 0xd800) << 10) + (Lo - 0xdc00);
        }
        appendUtf8(S, V);
        continue;
      }
      default:
        return fail("invalid escape in string");
      }
      advance();
    }
  }
  bool parseNumber(JsonValue &V) {
    size_t Start = P;
    if (peek() == '-')
      advance();
    if (!(peek() >= '0' && peek() <= '9'))
      return fail("invalid number");
    if (peek() == '0') {
      advance();
    } else {
      while (peek() >= '0' && peek() <= '9')
        advance();
    }
    if (peek() == '.') {
      advance();
      if (!(peek() >= '0' && peek() <= '9'))
        return fail("invalid number: digits expected after '.'");
      while (peek() >= '0' && peek() <= '9')
        advance();
    }
    if (peek() == 'e' || peek() == 'E') {
      advance();
      if (peek() == '+' || peek() == '-')
        advance();
      if (!(peek() >= '0' && peek() <= '9'))
        return fail("invalid number: digits expected in exponent");
      while (peek() >= '0' && peek() <= '9')
        advance();
    }
    V.K = JsonValue::Number;
    V.Str = std::string(T.substr(Start, P - Start));
    V.Num = std::strtod(V.Str.c_str(), nullptr);
    return true;
  }

public:
  Parser(std::string_view T, std::string &Err) : T(T), Err(Err) {}

  bool parseValue(JsonValue &V, unsigned Depth) {
    if (Depth > 64)
      return fail("nesting too deep");
    if (!skipSpace())
      return false;
    V = JsonValue();
    V.Line = Line;
    V.Col = Col;
    char C = peek();
    if (atEnd())
      return fail("unexpected end of file, expected a value");
    if (C == '{') {
      V.K = JsonValue::Object;
      advance();
      if (!skipSpace())
        return false;
      if (peek() == '}') {
        advance();
        return true;
      }
      for (;;) {
        if (!skipSpace())
          return false;
        if (peek() != '"')
          return fail("expected a member name in quotes, found " + describeHere());
        unsigned KL = Line, KC = Col;
        std::string Key;
        if (!parseString(Key))
          return false;
        for (const auto &M : V.Obj)
          if (M.first == Key)
            return failAt(KL, KC, "duplicate member \"" + Key + "\"");
        if (!skipSpace())
          return false;
        if (peek() != ':')
          return fail("expected ':' after member name, found " + describeHere());
        advance();
        V.Obj.emplace_back(Key, JsonValue());
        if (!parseValue(V.Obj.back().second, Depth + 1))
          return false;
        if (!skipSpace())
          return false;
        if (peek() == ',') {
          advance();
          continue;
        }
        if (peek() == '}') {
          advance();
          return true;
        }
        return fail("expected ',' or '}' in object, found " + describeHere());
      }
    }
    if (C == '[') {
      V.K = JsonValue::Array;
      advance();
      if (!skipSpace())
        return false;
      if (peek() == ']') {
        advance();
        return true;
      }
      for (;;) {
        V.Arr.emplace_back();
        if (!parseValue(V.Arr.back(), Depth + 1))
          return false;
        if (!skipSpace())
          return false;
        if (peek() == ',') {
          advance();
          continue;
        }
        if (peek() == ']') {
          advance();
          return true;
        }
        return fail("expected ',' or ']' in array, found " + describeHere());
      }
    }
    if (C == '"') {
      V.K = JsonValue::String;
      return parseString(V.Str);
    }
    if (C == '-' || (C >= '0' && C <= '9'))
      return parseNumber(V);
    if (C == 't') {
      V.K = JsonValue::Bool;
      V.B = true;
      return expectWord("true");
    }
    if (C == 'f') {
      V.K = JsonValue::Bool;
      return expectWord("false");
    }
    if (C == 'n')
      return expectWord("null");
    return fail("unexpected " + describeHere() + ", expected a value");
  }

  bool parseDocument(JsonValue &V) {
    if (!parseValue(V, 0))
      return false;
    if (!skipSpace())
      return false;
    if (!atEnd())
      return fail("unexpected " + describeHere() + " after the top-level value");
    return true;
  }
};
} // namespace

bool oa::launch::parseJson(std::string_view Text, JsonValue &Out,
                           std::string &Err) {
  Parser P(Text, Err);
  return P.parseDocument(Out);
}

void oa::launch::appendJsonString(std::string &Out, std::string_view S) {
  Out += '"';
  for (char C : S) {
    switch (C) {
    case '"': Out += "\\\""; break;
    case '\\': Out += "\\\\"; break;
    case '\n': Out += "\\n"; break;
    case '\t': Out += "\\t"; break;
    case '\r': Out += "\\r"; break;
    default:
      if ((unsigned char)C < 0x20) {
        char Buf[8];
        std::snprintf(Buf, sizeof Buf, "\\u%04x", (unsigned)C);
        Out += Buf;
      } else {
        Out += C;
      }
    }
  }
  Out += '"';
}
