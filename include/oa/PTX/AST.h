//===-- oa/PTX/AST.h - PTX modules, statements and instructions -*- C++ -*-===//
//
// The syntax tree of oa's PTX parser: a module (version, target, globals,
// functions), function bodies as statements (instructions, labels,
// declarations, { } scopes, directives), and instructions as a guard, an
// opcode with its dotted modifiers, and operands.  Inline-asm strings parse
// into the same statements, with placeholders (%0 / $0) as operands.  The
// tree owns its strings; every node carries the line:col it came from.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_AST_H
#define OA_PTX_AST_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace oa {
namespace ptx {

/// A position in the parsed text (1-based; 0 = unknown).
struct SourceLoc {
  unsigned Line = 0, Col = 0;
  bool valid() const { return Line != 0; }
};

/// What a dotted modifier is, by its spelling alone.  A hint for passes:
/// some spellings mean different things to different opcodes (.lo is a
/// comparison for setp and a half for mul), and those are Other.
enum class ModKind : uint8_t {
  Other,
  Type,      // .f32 .b16 .bf16x2 .pred ...
  Space,     // .global .shared .shared::cta .param ...
  Vector,    // .v2 .v4 .v8
  Rounding,  // .rn .rz .rm .rp .rni ...
  Compare,   // .eq .ne .lt .ltu ... (not .lo/.hi/.ls/.hs)
  Scope,     // .cta .cluster .gpu .sys
  Semantics, // .relaxed .acquire .release .acq_rel .sc .volatile .weak
  Cache,     // .ca .cg .cs .lu .cv .wb .wt .nc .L1::* .L2::*
  Shape,     // .m16n8k16 .m8n8 .m64n128k16 ...
  Layout,    // .row .col
  Sync,      // .sync .aligned
};

struct Modifier {
  std::string Text; // without the dot: "shared::cta", "m16n8k16"
  ModKind Kind = ModKind::Other;
};

ModKind classifyModifier(llvm::StringRef Text);

/// An instruction operand.
struct Operand {
  enum Kind : uint8_t {
    Register,    // %r1, %tid.x, %laneid (Name)
    Placeholder, // inline-asm operand %0 / $0 (Index; AsmModifier for ${0:x})
    Integer,     // 16, -1, 0xff, 7U (Int, Text)
    Float,       // 0f3F800000 (FloatBits, FloatWidth 32), 0d... (64), 1.5 (Text, width 0)
    Symbol,      // a name without '%': a variable, function or label, or a
                 // register declared without '%' (.reg .pred p); only the
                 // declarations in scope tell (Name)
    String,      // "..." in directives (Name holds the unescaped text)
    Sink,        // _
    Vector,      // {a, b, ...} (Elems)
    Address,     // [base+Offset, extra...]: Elems[0] the base (may be absent:
                 // Elems empty means [Offset]); Elems[1..] after commas
    PredPair,    // p|q (Elems[0], Elems[1])
    List,        // (a, b) in call
  };
  Kind K = Register;
  SourceLoc Loc;
  bool Negated = false; // !p
  std::string Name;
  std::string Text; // spelling of a number, for printing it back
  unsigned Index = 0;
  char AsmModifier = 0;
  int64_t Int = 0;
  uint64_t FloatBits = 0;
  unsigned FloatWidth = 0;
  int64_t Offset = 0;
  bool HasOffset = false;
  std::vector<Operand> Elems;

  bool isReg() const { return K == Register; }
  /// Could name a register: %r1, an asm operand, or a plain name.
  bool isRegLike() const { return K == Register || K == Placeholder || K == Symbol; }
  bool isImm() const { return K == Integer || K == Float; }
  /// The base of an Address (null for [imm]).
  const Operand *addrBase() const {
    return K == Address && !Elems.empty() ? &Elems[0] : nullptr;
  }
};

/// An instruction: [@[!]guard] opcode{.mod} operands ;
struct Instruction {
  SourceLoc Loc;
  bool HasGuard = false;
  Operand Guard; // Register, Symbol (p) or Placeholder; Negated for @!p
  std::string Opcode;
  std::vector<Modifier> Mods;
  std::vector<Operand> Ops;

  /// "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
  std::string name() const;
  bool has(llvm::StringRef Mod) const;
  /// Index of the first modifier spelled Mod, or -1.
  int find(llvm::StringRef Mod) const;
  /// The first modifier of kind K ("" if none).
  llvm::StringRef first(ModKind K) const;
  /// Every modifier of kind K, in order.
  std::vector<llvm::StringRef> all(ModKind K) const;
};

/// A variable or register declaration (module level, function level, or a
/// parameter): [linkage] .space [.align N] [.vN] .type [.ptr ...] names [= init] ;
struct Expr {
  enum Kind : uint8_t { Integer, Float, Symbol, Generic, Add, Sub, Neg, List };
  Kind K = Integer;
  SourceLoc Loc;
  std::string Text; // number spelling or symbol name
  int64_t Int = 0;
  std::vector<Expr> Elems; // operands of Add/Sub/Neg/Generic, members of List
};

struct DeclName {
  std::string Name;
  SourceLoc Loc;
  bool HasRange = false; // %r<10>
  unsigned Range = 0;
  std::vector<int64_t> Dims; // [4][8]; -1 for []
};

struct VarDecl {
  SourceLoc Loc;
  std::vector<std::string> Linkage; // visible, extern, weak, common
  std::string Space;                // reg, shared, global, const, local, param, tex, sreg
  std::vector<std::string> Attributes; // .attribute(.managed)
  unsigned Align = 0;
  unsigned VecWidth = 0;
  std::string Type; // b32, pred, texref ...
  bool Ptr = false; // .param .u64 .ptr [.space] [.align N]
  std::string PtrSpace;
  unsigned PtrAlign = 0;
  std::vector<DeclName> Names;
  bool HasInit = false;
  Expr Init;
};

/// A directive kept as its tokens (.loc, .file, .pragma, .branchtargets,
/// .callprototype, .section bodies ...): enough to print it back.
struct Directive {
  SourceLoc Loc;
  std::string Name; // "loc", "pragma", "section" ...
  std::string Args; // the rest, as written (tokens joined by their spacing)
  bool Semicolon = false; // ended by ';' (else by the line end or a body)
  std::string Body; // .section { ... } contents, verbatim
};

struct Statement {
  enum Kind : uint8_t { Instr, Label, Decl, Block, Dir };
  Kind K = Instr;
  SourceLoc Loc;
  Instruction I;                 // Instr
  std::string LabelName;         // Label
  VarDecl D;                     // Decl
  std::vector<Statement> Body;   // Block
  Directive Di;                  // Dir
};

/// A performance or attribute directive on a function: .maxntid 128, 1, 1
struct FuncAttr {
  SourceLoc Loc;
  std::string Name;
  std::vector<int64_t> Args;
  std::string Str; // .pragma "..."
};

struct Function {
  SourceLoc Loc;
  bool IsEntry = false;
  std::vector<std::string> Linkage;
  std::string Name;
  bool HasRet = false;
  std::vector<VarDecl> Ret, Params;
  bool HasParamList = false;
  std::vector<FuncAttr> Attrs;
  bool HasBody = false;
  std::vector<Statement> Body;
};

struct TopLevel {
  enum Kind : uint8_t { Var, Func, Dir };
  Kind K = Var;
  VarDecl V;
  Function F;
  Directive Di;
};

struct Module {
  std::string Version; // "8.8"
  unsigned VersionMajor = 0, VersionMinor = 0;
  std::vector<std::string> Targets; // sm_90a, debug, texmode_independent
  unsigned AddressSize = 0;
  SourceLoc VersionLoc, TargetLoc;
  std::vector<TopLevel> Items;

  /// The first function called Name (null if none).
  const Function *function(llvm::StringRef Name) const;
};

} // namespace ptx
} // namespace oa

#endif
