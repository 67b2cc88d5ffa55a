//===-- Parser.cpp - PTX tokens to the syntax tree -------------------------===//
//
// Recursive descent over the token vector.  A statement that fails to parse
// is reported once (its first error) and skipped to its ';' (or to the '}'
// that closes the scope it sits in), so one bad line costs one diagnostic.
// Nesting ({ } scopes, initialiser lists) is bounded, so no input recurses
// without limit.
//
//===----------------------------------------------------------------------===//

#include "oa/PTX/Lexer.h"
#include "oa/PTX/Parser.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

using namespace oa;
using namespace oa::ptx;
using llvm::StringRef;

std::string oa::ptx::formatDiagnostic(StringRef Name, const Diagnostic &D) {
  std::string S = Name.str();
  if (D.Loc.valid())
    S += ":" + std::to_string(D.Loc.Line) + ":" + std::to_string(D.Loc.Col);
  return S + ": error: " + D.Message;
}

namespace {

constexpr unsigned kMaxDepth = 64;

bool isDeclSpace(StringRef W) {
  return W == "reg" || W == "sreg" || W == "shared" || W == "global" || W == "const" ||
         W == "local" || W == "param" || W == "tex";
}
bool isLinkage(StringRef W) {
  return W == "visible" || W == "extern" || W == "weak" || W == "common";
}
bool isOpaqueType(StringRef W) {
  return W == "texref" || W == "samplerref" || W == "surfref";
}
bool isFuncAttr(StringRef W) {
  return llvm::StringSwitch<bool>(W)
      .Cases({"maxntid", "reqntid", "minnctapersm", "maxnctapersm", "maxnreg"}, true)
      .Cases({"reqnctapercluster", "maxclusterrank", "explicitcluster", "noreturn"}, true)
      .Cases({"blocksareclusters", "abi_preserve", "abi_preserve_control"}, true)
      .Default(false);
}

class Parser {
public:
  Parser(std::vector<Token> Toks, Dialect D, unsigned MaxErrors, std::vector<Diagnostic> &E)
      : T(std::move(Toks)), D(D), MaxErrors(std::max(1u, MaxErrors)), Errs(E) {}

  void module(Module &M) {
    while (!is(Tok::Eof) && !tooMany()) {
      size_t Start = P;
      OpenInStmt = 0;
      if (!topLevel(M))
        sync(true);
      if (P == Start)
        next();
    }
  }

  void asmBody(std::vector<Statement> &Out) {
    while (!is(Tok::Eof) && !tooMany()) {
      size_t Start = P;
      if (is(Tok::RBrace)) {
        error("'}' without a matching '{'");
        next();
        continue;
      }
      OpenInStmt = 0;
      if (!statement(Out))
        sync(false);
      if (P == Start)
        next();
    }
  }

private:
  std::vector<Token> T;
  size_t P = 0;
  Dialect D;
  unsigned MaxErrors;
  std::vector<Diagnostic> &Errs;
  unsigned Depth = 0;
  unsigned OpenInStmt = 0; // '{' of vectors / lists opened by this statement

  bool tooMany() const { return Errs.size() >= MaxErrors; }
  const Token &cur() const { return T[P]; }
  const Token &ahead(size_t K) const { return T[std::min(P + K, T.size() - 1)]; }
  bool is(Tok K) const { return cur().K == K; }
  bool isDot(StringRef W) const { return is(Tok::DotWord) && cur().Text == W; }
  void next() {
    if (P + 1 < T.size())
      ++P;
  }
  bool accept(Tok K) {
    if (!is(K))
      return false;
    next();
    return true;
  }

  bool errorAt(SourceLoc L, const std::string &Msg) {
    if (!tooMany())
      Errs.push_back(Diagnostic{L, Msg});
    return false;
  }
  /// Reports Msg at the current token (or the lexer's message there).
  bool error(const std::string &Msg) {
    if (is(Tok::Error))
      return errorAt(cur().Loc, cur().Text);
    return errorAt(cur().Loc, Msg);
  }
  std::string found() const {
    const Token &K = cur();
    switch (K.K) {
    case Tok::Ident:
      return "'" + K.Text + "'";
    case Tok::DotWord:
      return "'." + K.Text + "'";
    case Tok::Integer:
    case Tok::Float:
      return "'" + K.Text + "'";
    default:
      return tokName(K.K);
    }
  }
  bool expect(Tok K, const char *What) {
    if (accept(K))
      return true;
    return error(std::string("expected ") + What + ", found " + found());
  }

  /// Skips the rest of a bad statement: through its ';', or up to the '}'
  /// that closes the enclosing scope.  At module level a '{' ... '}' block
  /// (a function body) is skipped whole.
  void sync(bool Top) {
    unsigned Dep = OpenInStmt;
    OpenInStmt = 0;
    while (!is(Tok::Eof)) {
      // No ';' sits inside an operand: it ends the statement whatever
      // vector was left open.  At module level it may sit in a body.
      if (is(Tok::Semi) && (Dep == 0 || !Top)) {
        next();
        return;
      }
      if (is(Tok::LBrace))
        ++Dep;
      else if (is(Tok::RBrace)) {
        if (Dep == 0) {
          if (Top)
            next();
          return;
        }
        if (--Dep == 0 && Top) {
          next();
          return;
        }
      }
      next();
    }
  }

  /// The spelling of a token, for directives kept as text.
  std::string spell(const Token &K) const {
    switch (K.K) {
    case Tok::Ident: {
      if (D == Dialect::CudaAsm && !K.Text.empty() && K.Text[0] == '%')
        return "%" + K.Text;
      if (D == Dialect::LLVMAsm) {
        std::string S;
        for (char C : K.Text)
          S += C == '$' ? std::string("$$") : std::string(1, C);
        return S;
      }
      return K.Text;
    }
    case Tok::DotWord: return "." + K.Text;
    case Tok::Integer:
    case Tok::Float: return K.Text;
    case Tok::String: {
      std::string S = "\"";
      for (char C : K.Text)
        S += C == '"' ? "\\\"" : C == '\\' ? "\\\\" : C == '\n' ? "\\n" : std::string(1, C);
      return S + "\"";
    }
    case Tok::Placeholder:
      return (D == Dialect::LLVMAsm ? "$" : "%") + std::to_string(K.Int);
    case Tok::Comma: return ",";
    case Tok::Semi: return ";";
    case Tok::Colon: return ":";
    case Tok::LBrace: return "{";
    case Tok::RBrace: return "}";
    case Tok::LBracket: return "[";
    case Tok::RBracket: return "]";
    case Tok::LParen: return "(";
    case Tok::RParen: return ")";
    case Tok::Plus: return "+";
    case Tok::Minus: return "-";
    case Tok::At: return "@";
    case Tok::Bang: return "!";
    case Tok::Pipe: return "|";
    case Tok::Less: return "<";
    case Tok::Greater: return ">";
    case Tok::Equal: return "=";
    case Tok::Star: return "*";
    case Tok::Slash: return "/";
    case Tok::Hash: return "#";
    default: return "";
    }
  }
  std::string join(size_t From, size_t To, bool Lines) const {
    std::string S;
    for (size_t K = From; K < To; ++K) {
      if (K > From) {
        if (Lines && T[K].Loc.Line != T[K - 1].Loc.Line)
          S += "\n";
        else if (T[K].SpaceBefore)
          S += " ";
      }
      S += spell(T[K]);
    }
    return S;
  }

  // ------------------------------------------------------------ module level
  bool topLevel(Module &M) {
    if (is(Tok::Hash))
      return preprocessorLine();
    if (!is(Tok::DotWord))
      return error("expected a directive at module level, found " + found());
    StringRef W = cur().Text;
    SourceLoc L = cur().Loc;
    if (W == "version") {
      next();
      if (!is(Tok::Float) && !is(Tok::Integer))
        return error("expected a version number after .version, found " + found());
      M.Version = cur().Text;
      M.VersionLoc = L;
      StringRef V = M.Version;
      auto [Maj, Min] = V.split('.');
      if (Maj.getAsInteger(10, M.VersionMajor) || (!Min.empty() && Min.getAsInteger(10, M.VersionMinor)))
        return error("malformed version '" + M.Version + "'");
      next();
      return true;
    }
    if (W == "target") {
      next();
      M.TargetLoc = L;
      do {
        if (!is(Tok::Ident))
          return error("expected a target name, found " + found());
        M.Targets.push_back(cur().Text);
        next();
      } while (accept(Tok::Comma));
      return true;
    }
    if (W == "address_size") {
      next();
      if (!is(Tok::Integer) || (cur().Int != 32 && cur().Int != 64))
        return error("expected 32 or 64 after .address_size, found " + found());
      M.AddressSize = (unsigned)cur().Int;
      next();
      return true;
    }
    if (W == "file" || W == "loc") {
      TopLevel I;
      I.K = TopLevel::Dir;
      lineDirective(I.Di);
      M.Items.push_back(std::move(I));
      return true;
    }
    if (W == "section") {
      TopLevel I;
      I.K = TopLevel::Dir;
      if (!section(I.Di))
        return false;
      M.Items.push_back(std::move(I));
      return true;
    }
    if (W == "pragma" || W == "alias") {
      TopLevel I;
      I.K = TopLevel::Dir;
      if (!toSemi(I.Di))
        return false;
      M.Items.push_back(std::move(I));
      return true;
    }
    std::vector<std::string> Linkage;
    while (is(Tok::DotWord) && isLinkage(cur().Text)) {
      Linkage.push_back(cur().Text);
      next();
    }
    if (isDot("entry") || isDot("func")) {
      TopLevel I;
      I.K = TopLevel::Func;
      I.F.Linkage = std::move(Linkage);
      if (!function(I.F))
        return false;
      M.Items.push_back(std::move(I));
      return true;
    }
    if (is(Tok::DotWord) && isDeclSpace(cur().Text)) {
      TopLevel I;
      I.K = TopLevel::Var;
      I.V.Linkage = std::move(Linkage);
      if (!varDecl(I.V, /*Param=*/false) || !expect(Tok::Semi, "';' after the declaration"))
        return false;
      M.Items.push_back(std::move(I));
      return true;
    }
    if (is(Tok::DotWord))
      return error("unknown directive " + found() + " at module level");
    return error("expected .entry, .func or a declaration after the linkage, found " + found());
  }

  // A '#' line is reported and skipped to its end, so that what follows
  // still parses.
  bool preprocessorLine() {
    error("preprocessor directives are not supported in PTX input");
    unsigned Line = cur().Loc.Line;
    while (!is(Tok::Eof) && cur().Loc.Line == Line)
      next();
    return true;
  }

  // .file / .loc end at the line end.
  void lineDirective(Directive &Di) {
    Di.Loc = cur().Loc;
    Di.Name = cur().Text;
    unsigned Line = cur().Loc.Line;
    next();
    size_t From = P;
    while (!is(Tok::Eof) && cur().Loc.Line == Line)
      next();
    Di.Args = join(From, P, false);
  }

  bool toSemi(Directive &Di) {
    Di.Loc = cur().Loc;
    Di.Name = cur().Text;
    next();
    size_t From = P;
    while (!is(Tok::Semi)) {
      if (is(Tok::Eof) || is(Tok::LBrace) || is(Tok::RBrace))
        return error("expected ';' to end ." + Di.Name + ", found " + found());
      if (is(Tok::Error))
        return error("");
      next();
    }
    Di.Args = join(From, P, false);
    Di.Semicolon = true;
    next();
    return true;
  }

  // .section NAME { ... }: kept verbatim (debug information).
  bool section(Directive &Di) {
    Di.Loc = cur().Loc;
    Di.Name = "section";
    next();
    size_t From = P;
    while (!is(Tok::LBrace)) {
      if (is(Tok::Eof) || is(Tok::Semi) || is(Tok::RBrace))
        return error("expected '{' after the .section name, found " + found());
      next();
    }
    Di.Args = join(From, P, false);
    SourceLoc Open = cur().Loc;
    next();
    size_t BodyFrom = P;
    unsigned Dep = 0;
    while (!(is(Tok::RBrace) && Dep == 0)) {
      if (is(Tok::Eof))
        return errorAt(Open, "unterminated .section body");
      if (is(Tok::Error))
        return error("");
      if (is(Tok::LBrace))
        ++Dep;
      else if (is(Tok::RBrace))
        --Dep;
      next();
    }
    Di.Body = join(BodyFrom, P, true);
    next();
    return true;
  }

  bool function(Function &F) {
    F.Loc = cur().Loc;
    F.IsEntry = cur().Text == "entry";
    next();
    if (!F.IsEntry && is(Tok::LParen)) {
      F.HasRet = true;
      if (!paramList(F.Ret))
        return false;
    }
    if (!is(Tok::Ident) || cur().Text[0] == '%')
      return error("expected the function name, found " + found());
    F.Name = cur().Text;
    next();
    if (is(Tok::LParen)) {
      F.HasParamList = true;
      if (!paramList(F.Params))
        return false;
    }
    while (is(Tok::DotWord)) {
      FuncAttr A;
      A.Loc = cur().Loc;
      A.Name = cur().Text;
      if (A.Name == "pragma") {
        next();
        while (is(Tok::String)) {
          A.Str += (A.Str.empty() ? "" : ", ") + spell(cur());
          next();
          accept(Tok::Comma);
        }
        if (!expect(Tok::Semi, "';' after .pragma"))
          return false;
        F.Attrs.push_back(std::move(A));
        continue;
      }
      if (!isFuncAttr(A.Name))
        return error("unknown function directive " + found());
      next();
      if (is(Tok::Integer)) {
        do {
          if (!is(Tok::Integer))
            return error("expected an integer in ." + A.Name + ", found " + found());
          A.Args.push_back(cur().Int);
          next();
        } while (accept(Tok::Comma));
      }
      F.Attrs.push_back(std::move(A));
    }
    if (accept(Tok::Semi))
      return true;
    if (!is(Tok::LBrace))
      return error("expected '{' or ';' after the header of '" + F.Name + "', found " + found());
    F.HasBody = true;
    return block(F.Body);
  }

  bool paramList(std::vector<VarDecl> &Out) {
    next(); // '('
    if (accept(Tok::RParen))
      return true;
    do {
      VarDecl V;
      if (!varDecl(V, /*Param=*/true))
        return false;
      Out.push_back(std::move(V));
    } while (accept(Tok::Comma));
    return expect(Tok::RParen, "',' or ')' in the parameter list");
  }

  // --------------------------------------------------------- declarations
  bool varDecl(VarDecl &V, bool Param) {
    V.Loc = cur().Loc;
    if (!is(Tok::DotWord) || !isDeclSpace(cur().Text))
      return error("expected a state space (.param, .reg, ...), found " + found());
    V.Space = cur().Text;
    next();
    while (is(Tok::DotWord)) {
      StringRef W = cur().Text;
      if (W == "align") {
        next();
        if (!is(Tok::Integer) || cur().Int <= 0 || (cur().Int & (cur().Int - 1)))
          return error("expected a power of two after .align, found " + found());
        V.Align = (unsigned)cur().Int;
        next();
      } else if (W == "attribute") {
        next();
        if (!expect(Tok::LParen, "'(' after .attribute"))
          return false;
        while (is(Tok::DotWord)) {
          V.Attributes.push_back(cur().Text);
          next();
          accept(Tok::Comma);
        }
        if (!expect(Tok::RParen, "')' to close .attribute"))
          return false;
      } else if (W == "v2" || W == "v4" || W == "v8") {
        V.VecWidth = W[1] - '0';
        next();
      } else if (W == "ptr") {
        V.Ptr = true;
        next();
        if (is(Tok::DotWord) && (cur().Text == "global" || cur().Text == "shared" ||
                                 cur().Text == "const" || cur().Text == "local")) {
          V.PtrSpace = cur().Text;
          next();
        }
        if (isDot("align")) {
          next();
          if (!is(Tok::Integer) || cur().Int <= 0 || (cur().Int & (cur().Int - 1)))
            return error("expected a power of two after .align, found " + found());
          V.PtrAlign = (unsigned)cur().Int;
          next();
        }
      } else if (classifyModifier(W) == ModKind::Type || isOpaqueType(W)) {
        if (!V.Type.empty())
          return error("a second type " + found() + " in the declaration");
        V.Type = W.str();
        next();
      } else
        return error("unexpected " + found() + " in a declaration");
    }
    if (V.Type.empty())
      return error("expected a type in the declaration, found " + found());
    do {
      DeclName N;
      N.Loc = cur().Loc;
      if (!is(Tok::Ident) || cur().Text == "_")
        return error("expected a name in the declaration, found " + found());
      N.Name = cur().Text;
      next();
      if (is(Tok::Less)) {
        next();
        if (!is(Tok::Integer) || cur().Int < 0 || cur().Int > (1 << 24))
          return error("expected a register count in '<>', found " + found());
        N.HasRange = true;
        N.Range = (unsigned)cur().Int;
        next();
        if (!expect(Tok::Greater, "'>'"))
          return false;
      }
      while (is(Tok::LBracket)) {
        next();
        if (accept(Tok::RBracket)) {
          N.Dims.push_back(-1);
          continue;
        }
        if (!is(Tok::Integer) || cur().Int < 0)
          return error("expected an array size, found " + found());
        N.Dims.push_back(cur().Int);
        next();
        if (!expect(Tok::RBracket, "']'"))
          return false;
      }
      V.Names.push_back(std::move(N));
    } while (!Param && accept(Tok::Comma));
    if (!Param && is(Tok::Equal)) {
      if (V.Names.size() != 1)
        return error("an initialiser needs a single declared name");
      next();
      V.HasInit = true;
      return expr(V.Init, 0);
    }
    return true;
  }

  bool expr(Expr &E, unsigned Dep) {
    if (Dep > kMaxDepth)
      return error("initialiser nested too deeply");
    if (is(Tok::LBrace)) {
      E.K = Expr::List;
      E.Loc = cur().Loc;
      next();
      if (accept(Tok::RBrace))
        return true;
      do {
        Expr X;
        if (!expr(X, Dep + 1))
          return false;
        E.Elems.push_back(std::move(X));
      } while (accept(Tok::Comma));
      return expect(Tok::RBrace, "',' or '}' in the initialiser");
    }
    if (!unary(E, Dep))
      return false;
    while (is(Tok::Plus) || is(Tok::Minus)) {
      Expr B;
      B.K = is(Tok::Plus) ? Expr::Add : Expr::Sub;
      B.Loc = cur().Loc;
      next();
      Expr R;
      if (!unary(R, Dep + 1))
        return false;
      B.Elems.push_back(std::move(E));
      B.Elems.push_back(std::move(R));
      E = std::move(B);
    }
    return true;
  }

  bool unary(Expr &E, unsigned Dep) {
    if (Dep > kMaxDepth)
      return error("expression nested too deeply");
    E.Loc = cur().Loc;
    if (is(Tok::Minus)) {
      next();
      E.K = Expr::Neg;
      Expr X;
      if (!unary(X, Dep + 1))
        return false;
      E.Elems.push_back(std::move(X));
      return true;
    }
    if (is(Tok::Integer)) {
      E.K = Expr::Integer, E.Text = cur().Text, E.Int = cur().Int;
      next();
      return true;
    }
    if (is(Tok::Float)) {
      E.K = Expr::Float, E.Text = cur().Text;
      next();
      return true;
    }
    if (is(Tok::Ident) && cur().Text != "_") {
      if (cur().Text == "generic" && ahead(1).K == Tok::LParen) {
        next(), next();
        E.K = Expr::Generic;
        Expr X;
        if (!expr(X, Dep + 1))
          return false;
        E.Elems.push_back(std::move(X));
        return expect(Tok::RParen, "')' after generic(");
      }
      E.K = Expr::Symbol, E.Text = cur().Text;
      next();
      return true;
    }
    if (is(Tok::LParen)) {
      next();
      if (!expr(E, Dep + 1))
        return false;
      return expect(Tok::RParen, "')'");
    }
    return error("expected a value in the initialiser, found " + found());
  }

  // ------------------------------------------------------------ statements
  bool block(std::vector<Statement> &Out) {
    SourceLoc Open = cur().Loc;
    if (Depth >= kMaxDepth) {
      error("scopes nested too deeply");
      OpenInStmt = 0;
      sync(true); // skips the whole nested block
      return true;
    }
    ++Depth;
    next(); // '{'
    while (!is(Tok::RBrace) && !is(Tok::Eof) && !tooMany()) {
      size_t Start = P;
      OpenInStmt = 0;
      if (!statement(Out))
        sync(false);
      if (P == Start && !is(Tok::RBrace))
        next();
    }
    --Depth;
    if (accept(Tok::RBrace))
      return true;
    return errorAt(Open, "'{' is not closed");
  }

  bool statement(std::vector<Statement> &Out) {
    Statement S;
    S.Loc = cur().Loc;
    if (is(Tok::Semi)) {
      next();
      return true;
    }
    if (is(Tok::LBrace)) {
      S.K = Statement::Block;
      bool Ok = block(S.Body);
      Out.push_back(std::move(S));
      return Ok;
    }
    if (is(Tok::Hash))
      return preprocessorLine();
    if (is(Tok::DotWord)) {
      StringRef W = cur().Text;
      if (isDeclSpace(W)) {
        S.K = Statement::Decl;
        if (!varDecl(S.D, false) || !expect(Tok::Semi, "';' after the declaration"))
          return false;
        Out.push_back(std::move(S));
        return true;
      }
      S.K = Statement::Dir;
      if (W == "loc" || W == "file") {
        lineDirective(S.Di);
        Out.push_back(std::move(S));
        return true;
      }
      if (W == "pragma" || W == "branchtargets" || W == "calltargets" || W == "callprototype") {
        if (!toSemi(S.Di))
          return false;
        Out.push_back(std::move(S));
        return true;
      }
      return error("unknown directive " + found() + " in a function body");
    }
    if (is(Tok::Ident) && ahead(1).K == Tok::Colon) {
      if (cur().Text[0] == '%' || cur().Text == "_")
        return error("'" + cur().Text + "' cannot be a label");
      S.K = Statement::Label;
      S.LabelName = cur().Text;
      next(), next();
      Out.push_back(std::move(S));
      return true;
    }
    if (is(Tok::At) || is(Tok::Ident)) {
      S.K = Statement::Instr;
      if (!instruction(S.I))
        return false;
      Out.push_back(std::move(S));
      return true;
    }
    return error("expected an instruction, found " + found());
  }

  bool instruction(Instruction &I) {
    I.Loc = cur().Loc;
    if (accept(Tok::At)) {
      I.HasGuard = true;
      I.Guard.Loc = cur().Loc;
      if (accept(Tok::Bang))
        I.Guard.Negated = true;
      if (is(Tok::Ident) && cur().Text != "_") {
        I.Guard.K = cur().Text[0] == '%' ? Operand::Register : Operand::Symbol;
        I.Guard.Name = cur().Text;
      } else if (is(Tok::Placeholder)) {
        I.Guard.K = Operand::Placeholder;
        I.Guard.Index = (unsigned)cur().Int;
        I.Guard.AsmModifier = cur().Mod;
      } else
        return error("expected a predicate register after '@', found " + found());
      next();
      I.Loc = cur().Loc;
    }
    if (!is(Tok::Ident) || cur().Text[0] == '%' || cur().Text[0] == '$' || cur().Text == "_")
      return error("expected an opcode, found " + found());
    I.Opcode = cur().Text;
    next();
    while (is(Tok::DotWord)) {
      I.Mods.push_back(Modifier{cur().Text, classifyModifier(cur().Text)});
      next();
    }
    if (accept(Tok::Semi))
      return true;
    do {
      Operand O;
      if (!operand(O, true))
        return false;
      I.Ops.push_back(std::move(O));
    } while (accept(Tok::Comma));
    return expect(Tok::Semi, "',' or ';' after an operand");
  }

  bool operand(Operand &O, bool AllowCompound) {
    O.Loc = cur().Loc;
    if (is(Tok::Bang)) {
      next();
      if (!(is(Tok::Ident) && cur().Text != "_") && !is(Tok::Placeholder))
        return error("expected a predicate after '!', found " + found());
      if (!primary(O))
        return false;
      O.Negated = true;
      O.Loc = O.Loc;
      return true;
    }
    if (is(Tok::LBrace)) {
      if (!AllowCompound)
        return error("a vector operand cannot appear here");
      O.K = Operand::Vector;
      next();
      ++OpenInStmt;
      if (!is(Tok::RBrace)) {
        do {
          Operand E;
          if (!operand(E, false))
            return false;
          O.Elems.push_back(std::move(E));
        } while (accept(Tok::Comma));
      }
      if (!expect(Tok::RBrace, "',' or '}' in the vector operand"))
        return false;
      --OpenInStmt;
      return true;
    }
    if (is(Tok::LBracket)) {
      if (!AllowCompound)
        return error("an address cannot appear here");
      return address(O);
    }
    if (is(Tok::LParen)) {
      if (!AllowCompound)
        return error("a parenthesised list cannot appear here");
      O.K = Operand::List;
      next();
      if (!is(Tok::RParen)) {
        do {
          Operand E;
          if (!operand(E, false))
            return false;
          O.Elems.push_back(std::move(E));
        } while (accept(Tok::Comma));
      }
      return expect(Tok::RParen, "',' or ')' in the list");
    }
    if (!primary(O))
      return false;
    if (is(Tok::Pipe)) {
      Operand A = std::move(O), B;
      next();
      B.Loc = cur().Loc;
      if (!primary(B))
        return false;
      O = Operand();
      O.K = Operand::PredPair;
      O.Loc = A.Loc;
      O.Elems.push_back(std::move(A));
      O.Elems.push_back(std::move(B));
    }
    return true;
  }

  bool primary(Operand &O) {
    O.Loc = cur().Loc;
    bool Neg = false;
    if (is(Tok::Minus)) {
      Neg = true;
      next();
      if (!is(Tok::Integer) && !is(Tok::Float))
        return error("expected a number after '-', found " + found());
    }
    switch (cur().K) {
    case Tok::Ident:
      if (cur().Text == "_") {
        O.K = Operand::Sink;
        next();
        return true;
      }
      O.Name = cur().Text;
      O.K = O.Name[0] == '%' ? Operand::Register : Operand::Symbol;
      next();
      // %tid.x, %ctaid.y: a component glued to the name.
      while (O.K == Operand::Register && is(Tok::DotWord) && !cur().SpaceBefore) {
        O.Name += "." + cur().Text;
        next();
      }
      return true;
    case Tok::Placeholder:
      O.K = Operand::Placeholder;
      O.Index = (unsigned)cur().Int;
      O.AsmModifier = cur().Mod;
      next();
      return true;
    case Tok::Integer:
      O.K = Operand::Integer;
      O.Int = Neg ? (int64_t)(0 - (uint64_t)cur().Int) : cur().Int;
      O.Text = (Neg ? "-" : "") + cur().Text;
      next();
      return true;
    case Tok::Float:
      O.K = Operand::Float;
      O.FloatWidth = cur().FloatWidth;
      O.FloatBits = cur().FloatBits;
      if (Neg && O.FloatWidth)
        O.FloatBits ^= 1ull << (O.FloatWidth - 1);
      O.Text = (Neg ? "-" : "") + cur().Text;
      next();
      return true;
    case Tok::String:
      O.K = Operand::String;
      O.Name = cur().Text;
      next();
      return true;
    default:
      return error("expected an operand, found " + found());
    }
  }

  bool address(Operand &O) {
    O.K = Operand::Address;
    SourceLoc Open = cur().Loc;
    next(); // '['
    if (is(Tok::RBracket))
      return error("empty address");
    if (is(Tok::Integer)) {
      O.Offset = cur().Int;
      O.HasOffset = true;
      next();
    } else {
      Operand B;
      if (is(Tok::Ident) && cur().Text == "_")
        return error("'_' cannot be an address");
      if (!is(Tok::Ident) && !is(Tok::Placeholder))
        return error("expected a register, a name or a number in the address, found " + found());
      if (!primary(B))
        return false;
      O.Elems.push_back(std::move(B));
    }
    while (is(Tok::Plus) || is(Tok::Minus)) {
      bool Neg = is(Tok::Minus);
      next();
      if (accept(Tok::Minus))
        Neg = !Neg;
      if (!is(Tok::Integer))
        return error("expected an integer offset in the address, found " + found());
      uint64_t V = (uint64_t)cur().Int;
      O.Offset = (int64_t)((uint64_t)O.Offset + (Neg ? 0 - V : V));
      O.HasOffset = true;
      next();
    }
    while (accept(Tok::Comma)) {
      if (O.Elems.empty())
        return error("an absolute address cannot have more components");
      Operand E;
      if (is(Tok::LBrace)) {
        if (!operand(E, true))
          return false;
      } else if (!operand(E, false))
        return false;
      O.Elems.push_back(std::move(E));
    }
    if (accept(Tok::RBracket))
      return true;
    if (is(Tok::Eof))
      return errorAt(Open, "'[' is not closed");
    return error("expected ']' to end the address, found " + found());
  }
};

} // namespace

ModuleResult oa::ptx::parseModule(StringRef Text, const ParseOptions &O) {
  ModuleResult R;
  Parser P(lex(Text, O.D), O.D, O.MaxErrors, R.Errors);
  P.module(R.M);
  return R;
}

AsmResult oa::ptx::parseAsm(StringRef Text, Dialect D, unsigned MaxErrors) {
  AsmResult R;
  Parser P(lex(Text, D), D, MaxErrors, R.Errors);
  P.asmBody(R.Stmts);
  return R;
}
