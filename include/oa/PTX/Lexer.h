//===-- oa/PTX/Lexer.h - PTX tokens ------------------------------*- C++ -*-===//
//
// Splits PTX text into tokens with their line:col.  Names follow the PTX
// ISA ([a-zA-Z][a-zA-Z0-9_$]* or [_$%][a-zA-Z0-9_$]+), dotted words keep
// their '::' parts (.shared::cta, .L2::cache_hint) and may start with a
// digit (.1d), numbers are checked for range and form.  A bad character or
// number becomes an Error token carrying its message; lexing goes on.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_LEXER_H
#define OA_PTX_LEXER_H

#include "oa/PTX/AST.h"
#include "oa/PTX/Parser.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace oa {
namespace ptx {

enum class Tok : uint8_t {
  Eof,
  Error,       // Text is the message
  Ident,       // names, %registers, $labels, _
  DotWord,     // Text without the dot
  Integer,
  Float,
  String,      // Text unescaped
  Placeholder, // Int = operand number; Mod = ${N:x} modifier
  Comma, Semi, Colon, LBrace, RBrace, LBracket, RBracket, LParen, RParen,
  Plus, Minus, At, Bang, Pipe, Less, Greater, Equal, Star, Slash, Hash,
};

struct Token {
  Tok K = Tok::Eof;
  SourceLoc Loc;
  bool SpaceBefore = false; // whitespace, a comment or a line start precedes it
  std::string Text;         // the name / number spelling / message
  int64_t Int = 0;          // Integer value (two's complement for U values > INT64_MAX)
  uint64_t FloatBits = 0;   // Float: bits of 0f (width 32) / 0d (width 64)
  unsigned FloatWidth = 0;  // 0 for a decimal float
  char Mod = 0;
};

/// Lexes the whole buffer; the last token is Eof.
std::vector<Token> lex(llvm::StringRef Text, Dialect D);

const char *tokName(Tok K);

} // namespace ptx
} // namespace oa

#endif
