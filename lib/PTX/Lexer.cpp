//===-- Lexer.cpp - PTX text to tokens -------------------------------------===//

#include "oa/PTX/Lexer.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>

using namespace oa;
using namespace oa::ptx;

const char *oa::ptx::tokName(Tok K) {
  switch (K) {
  case Tok::Eof: return "end of input";
  case Tok::Error: return "error";
  case Tok::Ident: return "name";
  case Tok::DotWord: return "directive";
  case Tok::Integer: return "integer";
  case Tok::Float: return "float";
  case Tok::String: return "string";
  case Tok::Placeholder: return "asm operand";
  case Tok::Comma: return "','";
  case Tok::Semi: return "';'";
  case Tok::Colon: return "':'";
  case Tok::LBrace: return "'{'";
  case Tok::RBrace: return "'}'";
  case Tok::LBracket: return "'['";
  case Tok::RBracket: return "']'";
  case Tok::LParen: return "'('";
  case Tok::RParen: return "')'";
  case Tok::Plus: return "'+'";
  case Tok::Minus: return "'-'";
  case Tok::At: return "'@'";
  case Tok::Bang: return "'!'";
  case Tok::Pipe: return "'|'";
  case Tok::Less: return "'<'";
  case Tok::Greater: return "'>'";
  case Tok::Equal: return "'='";
  case Tok::Star: return "'*'";
  case Tok::Slash: return "'/'";
  case Tok::Hash: return "'#'";
  }
  return "token";
}

namespace {

bool isAlpha(char C) { return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z'); }
bool isDigit(char C) { return C >= '0' && C <= '9'; }
bool isHex(char C) { return isDigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F'); }
bool isFollow(char C) { return isAlpha(C) || isDigit(C) || C == '_' || C == '$'; }
unsigned hexVal(char C) {
  return isDigit(C) ? C - '0' : (C | 0x20) - 'a' + 10;
}

class Lexer {
public:
  Lexer(llvm::StringRef T, Dialect D) : S(T), D(D) {}

  std::vector<Token> run() {
    std::vector<Token> Out;
    bool Space = true;
    while (true) {
      Space |= skipSpace(Out);
      Token T;
      T.Loc = loc();
      T.SpaceBefore = Space;
      Space = false;
      if (P >= S.size()) {
        T.K = Tok::Eof;
        Out.push_back(std::move(T));
        return Out;
      }
      one(T);
      Out.push_back(std::move(T));
    }
  }

private:
  llvm::StringRef S;
  Dialect D;
  size_t P = 0;
  unsigned Line = 1, Col = 1;

  SourceLoc loc() const { return SourceLoc{Line, Col}; }
  char peek(size_t K = 0) const { return P + K < S.size() ? S[P + K] : '\0'; }
  void adv(size_t N = 1) {
    for (size_t K = 0; K < N && P < S.size(); ++K, ++P) {
      if (S[P] == '\n')
        ++Line, Col = 1;
      else
        ++Col;
    }
  }

  // Returns whether anything was skipped; an unterminated comment becomes
  // an Error token.
  bool skipSpace(std::vector<Token> &Out) {
    bool Any = false;
    while (P < S.size()) {
      char C = S[P];
      if (C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v') {
        adv(), Any = true;
      } else if (C == '/' && peek(1) == '/') {
        while (P < S.size() && S[P] != '\n')
          adv();
        Any = true;
      } else if (C == '/' && peek(1) == '*') {
        SourceLoc L = loc();
        adv(2);
        while (P < S.size() && !(S[P] == '*' && peek(1) == '/'))
          adv();
        if (P >= S.size()) {
          Token T;
          T.K = Tok::Error, T.Loc = L, T.Text = "unterminated /* comment";
          Out.push_back(T);
          return true;
        }
        adv(2);
        Any = true;
      } else
        break;
    }
    return Any;
  }

  void error(Token &T, const std::string &Msg) {
    T.K = Tok::Error;
    T.Text = Msg;
  }

  void one(Token &T) {
    char C = S[P];
    switch (C) {
    case ',': T.K = Tok::Comma; adv(); return;
    case ';': T.K = Tok::Semi; adv(); return;
    case ':': T.K = Tok::Colon; adv(); return;
    case '{': T.K = Tok::LBrace; adv(); return;
    case '}': T.K = Tok::RBrace; adv(); return;
    case '[': T.K = Tok::LBracket; adv(); return;
    case ']': T.K = Tok::RBracket; adv(); return;
    case '(': T.K = Tok::LParen; adv(); return;
    case ')': T.K = Tok::RParen; adv(); return;
    case '+': T.K = Tok::Plus; adv(); return;
    case '-': T.K = Tok::Minus; adv(); return;
    case '@': T.K = Tok::At; adv(); return;
    case '!': T.K = Tok::Bang; adv(); return;
    case '|': T.K = Tok::Pipe; adv(); return;
    case '<': T.K = Tok::Less; adv(); return;
    case '>': T.K = Tok::Greater; adv(); return;
    case '=': T.K = Tok::Equal; adv(); return;
    case '*': T.K = Tok::Star; adv(); return;
    case '/': T.K = Tok::Slash; adv(); return;
    case '#': T.K = Tok::Hash; adv(); return;
    case '"': string(T); return;
    case '.': dotWord(T); return;
    default: break;
    }
    if (isDigit(C)) {
      number(T);
      return;
    }
    if (C == '%' && D == Dialect::CudaAsm) {
      if (isDigit(peek(1))) {
        adv();
        placeholderNumber(T);
        return;
      }
      if (peek(1) == '%') {
        adv(); // the escaped '%' starts a name
        ident(T);
        return;
      }
      adv();
      error(T, peek() == '=' ? "'%=' is not supported in inline asm"
                             : "'%' in inline asm must be followed by an operand number or '%'");
      if (peek() == '=')
        adv();
      return;
    }
    if (C == '$' && D == Dialect::LLVMAsm) {
      if (isDigit(peek(1))) {
        adv();
        placeholderNumber(T);
        return;
      }
      if (peek(1) == '{') {
        braced(T);
        return;
      }
      if (peek(1) == '$') {
        adv();
        ident(T);
        return;
      }
      adv();
      error(T, "'$' in inline asm must be followed by an operand number, '{' or '$'");
      return;
    }
    if (isAlpha(C) || C == '_' || C == '$' || C == '%') {
      ident(T);
      return;
    }
    std::string Msg;
    llvm::raw_string_ostream OS(Msg);
    if ((unsigned char)C >= 0x20 && (unsigned char)C < 0x7f)
      OS << "unexpected character '" << C << "'";
    else
      OS << "unexpected byte " << llvm::format_hex((unsigned char)C, 4);
    adv();
    error(T, Msg);
  }

  void ident(Token &T) {
    std::string N(1, S[P]);
    bool Lead = S[P] != '_' && S[P] != '$' && S[P] != '%'; // [a-zA-Z] start
    adv();
    while (P < S.size()) {
      char C = S[P];
      if (C == '$' && D == Dialect::LLVMAsm) {
        if (peek(1) != '$')
          break;
        adv(); // $$ is one '$'
      } else if (!isFollow(C))
        break;
      N += S[P];
      adv();
    }
    if (!Lead && N.size() == 1 && N != "_") {
      error(T, std::string("'") + N + "' must be followed by a name");
      return;
    }
    T.K = Tok::Ident;
    T.Text = std::move(N);
  }

  void dotWord(Token &T) {
    adv(); // '.'
    if (!isFollow(peek()) || peek() == '$') {
      error(T, "stray '.'");
      return;
    }
    std::string N;
    while (P < S.size()) {
      if (isFollow(S[P]) && S[P] != '$') {
        N += S[P];
        adv();
      } else if (S[P] == ':' && peek(1) == ':' && isFollow(peek(2)) && peek(2) != '$') {
        N += "::";
        adv(2);
      } else
        break;
    }
    T.K = Tok::DotWord;
    T.Text = std::move(N);
  }

  void placeholderNumber(Token &T) {
    uint64_t V = 0;
    while (isDigit(peek())) {
      V = V * 10 + (peek() - '0');
      adv();
      if (V > 100000) {
        error(T, "asm operand number too large");
        while (isDigit(peek()))
          adv();
        return;
      }
    }
    T.K = Tok::Placeholder;
    T.Int = (int64_t)V;
  }

  // ${N} or ${N:c}
  void braced(Token &T) {
    adv(2);
    if (!isDigit(peek())) {
      error(T, "expected an operand number after '${'");
      return;
    }
    placeholderNumber(T);
    if (T.K == Tok::Error)
      return;
    if (peek() == ':') {
      adv();
      if (!isAlpha(peek())) {
        error(T, "expected an operand modifier letter after ':'");
        return;
      }
      T.Mod = peek();
      adv();
    }
    if (peek() != '}') {
      error(T, "expected '}' to end the asm operand");
      return;
    }
    adv();
  }

  void string(Token &T) {
    SourceLoc L = loc();
    adv();
    std::string V;
    while (true) {
      if (P >= S.size() || S[P] == '\n') {
        T.Loc = L;
        error(T, "unterminated string");
        return;
      }
      char C = S[P];
      if (C == '"') {
        adv();
        break;
      }
      if (C == '\\' && P + 1 < S.size() && S[P + 1] != '\n') {
        char E = S[P + 1];
        V += E == 'n' ? '\n' : E == 't' ? '\t' : E;
        adv(2);
        continue;
      }
      V += C;
      adv();
    }
    T.K = Tok::String;
    T.Text = std::move(V);
  }

  void number(Token &T) {
    size_t Start = P;
    char C1 = peek(1) | 0x20;
    auto Finish = [&](Tok K) {
      T.K = K;
      T.Text = S.substr(Start, P - Start).str();
      if (isFollow(peek()) || (peek() == '.' && K == Tok::Integer && isDigit(peek(1)))) {
        while (isFollow(peek()))
          adv();
        T.Text = S.substr(Start, P - Start).str();
        error(T, "invalid number '" + T.Text + "'");
      }
    };
    if (S[P] == '0' && (C1 == 'f' || C1 == 'd') && isHex(peek(2))) {
      unsigned Digits = C1 == 'f' ? 8 : 16;
      adv(2);
      uint64_t V = 0;
      unsigned N = 0;
      while (isHex(peek())) {
        V = (V << 4) | hexVal(peek());
        ++N;
        adv();
      }
      if (N != Digits) {
        while (isFollow(peek()))
          adv();
        error(T, "invalid float '" + S.substr(Start, P - Start).str() + "': 0" +
                     std::string(1, C1) + " takes exactly " + std::to_string(Digits) +
                     " hex digits");
        return;
      }
      T.FloatBits = V;
      T.FloatWidth = Digits * 4;
      Finish(Tok::Float);
      return;
    }
    unsigned Base = 10;
    if (S[P] == '0' && C1 == 'x' && isHex(peek(2)))
      Base = 16, adv(2);
    else if (S[P] == '0' && C1 == 'b' && (peek(2) == '0' || peek(2) == '1'))
      Base = 2, adv(2);
    else if (S[P] == '0' && isDigit(peek(1)))
      Base = 8, adv();
    size_t DigitsStart = P;
    while (Base == 16 ? isHex(peek()) : isDigit(peek()))
      adv();
    // A decimal float: digits '.' digits [e[+-]digits] or digits e[+-]digits.
    if (Base != 16 && Base != 2 &&
        ((peek() == '.' && isDigit(peek(1))) ||
         ((peek() | 0x20) == 'e' && (isDigit(peek(1)) || ((peek(1) == '+' || peek(1) == '-') &&
                                                           isDigit(peek(2))))))) {
      if (peek() == '.') {
        adv();
        while (isDigit(peek()))
          adv();
      }
      if ((peek() | 0x20) == 'e') {
        adv();
        if (peek() == '+' || peek() == '-')
          adv();
        while (isDigit(peek()))
          adv();
      }
      T.FloatWidth = 0;
      Finish(Tok::Float);
      return;
    }
    uint64_t V = 0;
    bool Over = false;
    for (size_t K = DigitsStart; K < P; ++K) {
      unsigned Dg = hexVal(S[K]);
      if (Dg >= Base) {
        while (isFollow(peek()))
          adv();
        error(T, "invalid digit in number '" + S.substr(Start, P - Start).str() + "'");
        return;
      }
      if (V > (UINT64_MAX - Dg) / Base)
        Over = true;
      V = V * Base + Dg;
    }
    if (peek() == 'U' || peek() == 'u')
      adv();
    if (Over) {
      while (isFollow(peek()))
        adv();
      error(T, "integer '" + S.substr(Start, P - Start).str() + "' does not fit in 64 bits");
      return;
    }
    T.Int = (int64_t)V;
    Finish(Tok::Integer);
  }
};

} // namespace

std::vector<Token> oa::ptx::lex(llvm::StringRef Text, Dialect D) {
  return Lexer(Text, D).run();
}
