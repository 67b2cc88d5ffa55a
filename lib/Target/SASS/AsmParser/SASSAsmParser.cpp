//===-- SASSAsmParser.cpp - SASS assembly files to MCInsts ----------------===//
//
// Two passes per file: the first finds kernels and label offsets, the second
// parses each instruction with the table-driven matcher (labels used as
// branch targets are replaced by their absolute address first).
//
//===----------------------------------------------------------------------===//

#include "SASSAsmParser.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace {
struct Line {
  StringRef Text; // comments removed, trimmed
  const char *Begin;
  unsigned No;
};
} // namespace

/// Blanks out // and /* */ comments, keeping columns.
static std::string stripComments(StringRef L) {
  std::string S = L.str();
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] == '/' && I + 1 < S.size() && S[I + 1] == '/') {
      S.resize(I);
      break;
    }
    if (S[I] == '/' && I + 1 < S.size() && S[I + 1] == '*') {
      size_t E = S.find("*/", I + 2);
      size_t End = E == std::string::npos ? S.size() : E + 2;
      for (size_t J = I; J < End; ++J)
        S[J] = ' ';
      I = End - 1;
    }
  }
  return S;
}

static bool isIdentStart(char C) { return isAlpha(C) || C == '_' || C == '.' || C == '$'; }
static bool isIdentChar(char C) { return isAlnum(C) || C == '_' || C == '.' || C == '$'; }

bool llvm::parseSASSAssembly(SourceMgr &SrcMgr, unsigned BufID, unsigned SM,
                             SASSAsmModule &Out) {
  const MemoryBuffer *Buf = SrcMgr.getMemoryBuffer(BufID);
  StringRef All = Buf->getBuffer();
  bool OK = true;
  auto Error = [&](const char *Loc, const Twine &Msg) {
    SrcMgr.PrintMessage(SMLoc::getFromPointer(Loc), SourceMgr::DK_Error, Msg);
    OK = false;
  };

  // Split into lines, comments blanked.
  std::vector<std::pair<StringRef, std::string>> Raw;
  {
    StringRef Rest = All;
    while (!Rest.empty()) {
      auto [L, R] = Rest.split('\n');
      Raw.push_back({L, stripComments(L)});
      Rest = R;
    }
  }

  Out.SM = SM;
  bool SMFromFlag = SM != 0;
  // Pass 1: labels per kernel.
  std::vector<StringMap<uint64_t>> Labels;
  {
    int K = -1;
    uint64_t Off = 0;
    for (auto &[L, S] : Raw) {
      StringRef T = StringRef(S).trim();
      if (T.starts_with(".kernel")) {
        ++K;
        Labels.emplace_back();
        Off = 0;
        continue;
      }
      if (T.starts_with(".word")) {
        Off += 16;
        continue;
      }
      if (T.empty() || T.starts_with("."))
        if (!(T.ends_with(":")))
          continue;
      if (T.ends_with(":") && !T.contains(' ')) {
        if (K < 0) {
          K = 0;
          Labels.emplace_back();
        }
        Labels[K][T.drop_back()] = Off;
        continue;
      }
      if (K < 0) {
        K = 0;
        Labels.emplace_back();
      }
      Off += 16;
    }
  }

  SASSAsmKernel *Cur = nullptr;
  int KIdx = -1;
  auto Kernel = [&]() -> SASSAsmKernel & {
    if (!Cur) {
      Out.Kernels.emplace_back();
      Out.Kernels.back().Name = "kernel";
      Cur = &Out.Kernels.back();
      KIdx = Out.Kernels.size() - 1;
    }
    return *Cur;
  };

  for (auto &[L, S] : Raw) {
    StringRef T = StringRef(S);
    size_t Lead = T.find_first_not_of(" \t\r");
    if (Lead == StringRef::npos)
      continue;
    T = T.substr(Lead).rtrim();
    const char *Base = L.data() + Lead; // columns agree with S
    // An empty piece from split() (".shared" with no argument) need not
    // point into T: its errors point just past the text.
    auto LocOf = [&](StringRef Sub) {
      uintptr_t P = uintptr_t(Sub.data()), B = uintptr_t(T.data());
      return Base + (P >= B && P <= B + T.size() ? P - B : T.size());
    };

    if (T.starts_with(".")) {
      auto [Dir, Args] = T.split(' ');
      Args = Args.trim();
      if (Dir.ends_with(":"))
        continue; // a section-style label such as .text.k:
      if (Dir == ".target") {
        unsigned V = getSASSSMVersion(Args);
        if (!V)
          Error(LocOf(Args), "unknown target '" + Args + "' (expected sm_80 or sm_90)");
        else if (SMFromFlag && V != Out.SM)
          Error(LocOf(Args), "'.target " + Args + "' conflicts with -mcpu=sm_" + Twine(Out.SM));
        else
          Out.SM = V;
      } else if (Dir == ".kernel") {
        if (Args.empty() || !isIdentStart(Args[0])) {
          Error(LocOf(Dir), ".kernel needs a name");
          continue;
        }
        Out.Kernels.emplace_back();
        Cur = &Out.Kernels.back();
        Cur->Name = Args.str();
        KIdx = Out.Kernels.size() - 1;
      } else if (Dir == ".param") {
        SmallVector<StringRef, 2> P;
        Args.split(P, ',');
        SASSAsmParam Prm;
        if (P.empty() || P[0].trim().getAsInteger(0, Prm.Size) || !Prm.Size ||
            (P.size() > 1 && P[1].trim().getAsInteger(0, Prm.Align)) ||
            (P.size() == 1 && (Prm.Align = std::min(Prm.Size, 8u), false)) ||
            !isPowerOf2_32(Prm.Align)) {
          Error(LocOf(Dir), ".param expects SIZE[, ALIGN] (ALIGN a power of two)");
          continue;
        }
        Kernel().Params.push_back(Prm);
      } else if (Dir == ".registers") {
        if (Args.getAsInteger(0, Kernel().Registers) || Kernel().Registers > 255)
          Error(LocOf(Args), ".registers expects a count 1-255");
      } else if (Dir == ".frame") {
        if (Args.getAsInteger(0, Kernel().FrameBytes))
          Error(LocOf(Args), ".frame expects a byte count");
      } else if (Dir == ".shared") {
        if (Args.getAsInteger(0, Kernel().SharedBytes))
          Error(LocOf(Args), ".shared expects a byte count");
      } else if (Dir == ".maxreg") {
        if (Args.getAsInteger(0, Kernel().MaxRegCount) || !Kernel().MaxRegCount ||
            Kernel().MaxRegCount > 255)
          Error(LocOf(Args), ".maxreg expects a count 1-255");
      } else if (Dir == ".maxntid") {
        SmallVector<StringRef, 3> P;
        Args.split(P, ',');
        for (unsigned I = 0; I < P.size() && I < 3; ++I)
          if (P[I].trim().getAsInteger(0, Kernel().MaxNTid[I]))
            Error(LocOf(Args), ".maxntid expects X[, Y[, Z]]");
      } else if (Dir == ".word") {
        // A raw instruction word: lo, hi (what oa-objdump prints for words
        // it cannot decode).
        SmallVector<StringRef, 2> P;
        Args.split(P, ',');
        SASSWord W;
        if (P.size() != 2 || P[0].trim().getAsInteger(0, W.Lo) || P[1].trim().getAsInteger(0, W.Hi)) {
          Error(LocOf(Dir), ".word expects two 64-bit values: LO, HI");
          continue;
        }
        SASSAsmKernel &K = Kernel();
        K.Insts.push_back(MCInst());
        K.Words.push_back(W);
        K.Locs.push_back(SMLoc::getFromPointer(LocOf(Dir)));
      } else if (Dir == ".section" || Dir == ".headerflags" || Dir == ".elftype" ||
                 Dir == ".align" || Dir == ".global" || Dir == ".type" || Dir == ".size" ||
                 Dir == ".other" || Dir == ".sectioninfo" || Dir == ".sectionflags") {
        // nvdisasm's bookkeeping directives: nothing to do.
      } else {
        Error(LocOf(Dir), "unknown directive '" + Dir + "'");
      }
      continue;
    }
    if (T.ends_with(":") && !T.contains(' '))
      continue; // label

    SASSAsmKernel &K = Kernel();
    if (!Out.SM)
      Out.SM = 80;
    uint64_t Ctrl = SASSCodec::defaultControl();
    StringRef Inst = T;
    if (Inst.starts_with("[")) {
      size_t E = Inst.find(']');
      if (E == StringRef::npos) {
        Error(LocOf(Inst), "unterminated control field");
        continue;
      }
      std::string Err;
      if (!SASSCodec::parseControl(Inst.substr(0, E + 1), Ctrl, Err)) {
        Error(LocOf(Inst), Err);
        continue;
      }
      Inst = Inst.substr(E + 1).ltrim();
    }
    const SASSFormDesc *Only = nullptr;
    if (Inst.starts_with("{")) {
      size_t E = Inst.find('}');
      StringRef Name = E == StringRef::npos ? StringRef() : Inst.substr(1, E - 1).trim();
      Only = SASSCodec::getFormByName(Name);
      if (!Only) {
        Error(LocOf(Inst), "unknown instruction form '{" + Name + "}'");
        continue;
      }
      Inst = Inst.substr(E + 1).ltrim();
    }
    // Replace label names with their absolute offsets (columns shift, so an
    // error after a replaced label points at the instruction start).
    std::string Text = Inst.str();
    bool Replaced = false;
    if (KIdx >= 0 && (size_t)KIdx < Labels.size() && !Labels[KIdx].empty()) {
      std::string R;
      for (size_t I = 0; I < Text.size();) {
        if (isIdentStart(Text[I]) && (I == 0 || !isIdentChar(Text[I - 1]))) {
          size_t J = I;
          while (J < Text.size() && isIdentChar(Text[J]))
            ++J;
          std::string Id = Text.substr(I, J - I);
          auto It = Labels[KIdx].find(Id);
          if (It != Labels[KIdx].end()) {
            // nvdisasm writes `(label); accept that and plain label.
            if (!R.empty() && R.back() == '(' && R.size() >= 2 && R[R.size() - 2] == '`') {
              R.resize(R.size() - 2);
              if (J < Text.size() && Text[J] == ')')
                ++J;
            }
            R += "0x" + utohexstr(It->second, /*LowerCase=*/true);
            Replaced = true;
            I = J;
            continue;
          }
          R += Id;
          I = J;
          continue;
        }
        R += Text[I++];
      }
      Text = R;
    }
    MCInst MI;
    std::string Err;
    size_t Col = 0;
    uint64_t PC = 16 * K.Insts.size();
    if (!SASSCodec::parseText(Text, Out.SM, PC, MI, Err, Col, Only)) {
      Error(Replaced ? LocOf(Inst) : LocOf(Inst) + std::min(Col, Inst.size()), Err);
      continue;
    }
    MI.getOperand(MI.getNumOperands() - 1).setImm(Ctrl);
    SASSWord W;
    if (!SASSCodec::encode(MI, W, &Err) || !SASSCodec::checkReuse(MI, W, Err)) {
      Error(LocOf(Inst), Err);
      continue;
    }
    K.Insts.push_back(MI);
    K.Words.push_back(W);
    K.Locs.push_back(SMLoc::getFromPointer(LocOf(Inst)));
  }
  if (!Out.SM)
    Out.SM = 80;
  return OK;
}
