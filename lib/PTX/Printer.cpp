//===-- Printer.cpp - the syntax tree back to PTX text ---------------------===//
//
// One statement per line, tab-indented as nvcc writes it.  The output parses
// back to the same tree (the round-trip tests check print(parse(print(x)))
// == print(x)); numbers keep their spelling, directives kept as text print
// as they were written.
//
//===----------------------------------------------------------------------===//

#include "oa/PTX/Parser.h"
#include "llvm/Support/Format.h"

using namespace oa;
using namespace oa::ptx;
using llvm::raw_ostream;

namespace {

void name(raw_ostream &OS, const std::string &N, Dialect D) {
  if (D == Dialect::CudaAsm && !N.empty() && N[0] == '%')
    OS << '%';
  if (D == Dialect::LLVMAsm) {
    for (char C : N)
      OS << (C == '$' ? "$$" : std::string(1, C));
    return;
  }
  OS << N;
}

void quoted(raw_ostream &OS, const std::string &S) {
  OS << '"';
  for (char C : S) {
    if (C == '"' || C == '\\')
      OS << '\\' << C;
    else if (C == '\n')
      OS << "\\n";
    else
      OS << C;
  }
  OS << '"';
}

void expr(raw_ostream &OS, const Expr &E) {
  auto Sub = [&](const Expr &X) {
    bool Paren = X.K == Expr::Add || X.K == Expr::Sub;
    if (Paren)
      OS << '(';
    expr(OS, X);
    if (Paren)
      OS << ')';
  };
  switch (E.K) {
  case Expr::Integer:
  case Expr::Float:
  case Expr::Symbol:
    OS << E.Text;
    return;
  case Expr::Generic:
    OS << "generic(";
    if (!E.Elems.empty())
      expr(OS, E.Elems[0]);
    OS << ')';
    return;
  case Expr::Add:
  case Expr::Sub:
    if (E.Elems.size() == 2) {
      expr(OS, E.Elems[0]);
      OS << (E.K == Expr::Add ? "+" : "-");
      Sub(E.Elems[1]);
    }
    return;
  case Expr::Neg:
    OS << '-';
    if (!E.Elems.empty())
      Sub(E.Elems[0]);
    return;
  case Expr::List:
    OS << '{';
    for (size_t K = 0; K < E.Elems.size(); ++K) {
      if (K)
        OS << ", ";
      expr(OS, E.Elems[K]);
    }
    OS << '}';
    return;
  }
}

void decl(raw_ostream &OS, const VarDecl &V, Dialect D = Dialect::File) {
  for (const std::string &L : V.Linkage)
    OS << '.' << L << ' ';
  OS << '.' << V.Space;
  for (const std::string &A : V.Attributes)
    OS << " .attribute(." << A << ')';
  if (V.Align)
    OS << " .align " << V.Align;
  if (V.VecWidth)
    OS << " .v" << V.VecWidth;
  OS << " ." << V.Type;
  if (V.Ptr) {
    OS << " .ptr";
    if (!V.PtrSpace.empty())
      OS << " ." << V.PtrSpace;
    if (V.PtrAlign)
      OS << " .align " << V.PtrAlign;
  }
  for (size_t K = 0; K < V.Names.size(); ++K) {
    const DeclName &N = V.Names[K];
    OS << (K ? ", " : " ");
    name(OS, N.Name, D); // escaped as the asm dialects need
    if (N.HasRange)
      OS << '<' << N.Range << '>';
    for (int64_t Dm : N.Dims) {
      OS << '[';
      if (Dm >= 0)
        OS << Dm;
      OS << ']';
    }
  }
  if (V.HasInit) {
    OS << " = ";
    expr(OS, V.Init);
  }
}

void directive(raw_ostream &OS, const Directive &Di) {
  OS << '.' << Di.Name;
  if (!Di.Args.empty())
    OS << ' ' << Di.Args;
  if (Di.Name == "section") {
    OS << "\n{\n" << Di.Body << "\n}";
    return;
  }
  if (Di.Semicolon)
    OS << ';';
}

void indent(raw_ostream &OS, unsigned N) {
  for (unsigned K = 0; K < N; ++K)
    OS << '\t';
}

void statements(raw_ostream &OS, const std::vector<Statement> &B, Dialect D, unsigned In) {
  for (const Statement &S : B)
    print(OS, S, D, In);
}

} // namespace

void oa::ptx::print(raw_ostream &OS, const Operand &O, Dialect D) {
  if (O.Negated)
    OS << '!';
  switch (O.K) {
  case Operand::Register:
  case Operand::Symbol:
    name(OS, O.Name, D);
    return;
  case Operand::Placeholder:
    if (D == Dialect::LLVMAsm) {
      if (O.AsmModifier)
        OS << "${" << O.Index << ':' << O.AsmModifier << '}';
      else
        OS << '$' << O.Index;
    } else
      OS << '%' << O.Index;
    return;
  case Operand::Integer:
    if (!O.Text.empty())
      OS << O.Text;
    else
      OS << O.Int;
    return;
  case Operand::Float:
    if (!O.Text.empty())
      OS << O.Text;
    else if (O.FloatWidth == 64)
      OS << "0d" << llvm::format("%016llX", (unsigned long long)O.FloatBits);
    else
      OS << "0f" << llvm::format("%08X", (unsigned)O.FloatBits);
    return;
  case Operand::String:
    quoted(OS, O.Name);
    return;
  case Operand::Sink:
    OS << '_';
    return;
  case Operand::Vector:
  case Operand::List:
    OS << (O.K == Operand::Vector ? '{' : '(');
    for (size_t K = 0; K < O.Elems.size(); ++K) {
      if (K)
        OS << ", ";
      print(OS, O.Elems[K], D);
    }
    OS << (O.K == Operand::Vector ? '}' : ')');
    return;
  case Operand::Address:
    OS << '[';
    if (O.Elems.empty())
      OS << O.Offset;
    else {
      print(OS, O.Elems[0], D);
      if (O.HasOffset)
        OS << '+' << O.Offset;
      for (size_t K = 1; K < O.Elems.size(); ++K) {
        OS << ", ";
        print(OS, O.Elems[K], D);
      }
    }
    OS << ']';
    return;
  case Operand::PredPair:
    if (O.Elems.size() == 2) {
      print(OS, O.Elems[0], D);
      OS << '|';
      print(OS, O.Elems[1], D);
    }
    return;
  }
}

void oa::ptx::print(raw_ostream &OS, const Instruction &I, Dialect D) {
  if (I.HasGuard) {
    OS << '@';
    print(OS, I.Guard, D);
    OS << ' ';
  }
  name(OS, I.Opcode, D); // an LLVM asm string escapes a '$' in it too
  for (const Modifier &M : I.Mods)
    OS << '.' << M.Text;
  for (size_t K = 0; K < I.Ops.size(); ++K) {
    OS << (K ? ", " : " ");
    print(OS, I.Ops[K], D);
  }
  OS << ';';
}

std::string oa::ptx::toString(const Instruction &I, Dialect D) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  print(OS, I, D);
  return S;
}

void oa::ptx::print(raw_ostream &OS, const Statement &S, Dialect D, unsigned In) {
  switch (S.K) {
  case Statement::Instr:
    indent(OS, In);
    print(OS, S.I, D);
    break;
  case Statement::Label:
    name(OS, S.LabelName, D);
    OS << ':';
    break;
  case Statement::Decl:
    indent(OS, In);
    decl(OS, S.D, D);
    OS << ';';
    break;
  case Statement::Block:
    indent(OS, In);
    OS << "{\n";
    statements(OS, S.Body, D, In + 1);
    indent(OS, In);
    OS << '}';
    break;
  case Statement::Dir:
    indent(OS, In);
    directive(OS, S.Di);
    break;
  }
  OS << '\n';
}

void oa::ptx::print(raw_ostream &OS, const Module &M) {
  if (!M.Version.empty())
    OS << ".version " << M.Version << '\n';
  if (!M.Targets.empty()) {
    OS << ".target ";
    for (size_t K = 0; K < M.Targets.size(); ++K)
      OS << (K ? ", " : "") << M.Targets[K];
    OS << '\n';
  }
  if (M.AddressSize)
    OS << ".address_size " << M.AddressSize << '\n';
  for (const TopLevel &T : M.Items) {
    OS << '\n';
    switch (T.K) {
    case TopLevel::Var:
      decl(OS, T.V);
      OS << ";\n";
      break;
    case TopLevel::Dir:
      directive(OS, T.Di);
      OS << '\n';
      break;
    case TopLevel::Func: {
      const Function &F = T.F;
      for (const std::string &L : F.Linkage)
        OS << '.' << L << ' ';
      OS << (F.IsEntry ? ".entry " : ".func ");
      auto Params = [&](const std::vector<VarDecl> &Ps, bool Lines) {
        OS << '(';
        for (size_t K = 0; K < Ps.size(); ++K) {
          if (Lines)
            OS << (K ? ",\n\t" : "\n\t");
          else if (K)
            OS << ", ";
          decl(OS, Ps[K]);
        }
        if (Lines && !Ps.empty())
          OS << '\n';
        OS << ')';
      };
      if (F.HasRet) {
        Params(F.Ret, false);
        OS << ' ';
      }
      OS << F.Name;
      if (F.HasParamList)
        Params(F.Params, true);
      OS << '\n';
      for (const FuncAttr &A : F.Attrs) {
        OS << '.' << A.Name;
        if (A.Name == "pragma")
          OS << ' ' << A.Str << ';';
        for (size_t K = 0; K < A.Args.size(); ++K)
          OS << (K ? ", " : " ") << A.Args[K];
        OS << '\n';
      }
      if (!F.HasBody) {
        OS << ";\n";
        break;
      }
      OS << "{\n";
      statements(OS, F.Body, Dialect::File, 1);
      OS << "}\n";
      break;
    }
    }
  }
}
