//===-- SASSInstCodec.h - Table-driven SASS codec ---------------*- C++ -*-===//
//
// One engine encodes, decodes, prints and parses every SASS instruction form,
// driven by the tables utils/sass-gen-tables.py writes from the .td records.
// MCInst layout for every form: operand 0 is the guard predicate register
// (P or UP), 1 its negation, then one operand per field in record order
// (registers as registers, everything else as immediates), and last the
// control field (word bits 105-121: stall, yield, write SB, read SB, wait).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSINSTCODEC_H
#define LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSINSTCODEC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegister.h"
#include <cstdint>
#include <string>

namespace llvm {
class raw_ostream;

/// A 128-bit instruction word; Lo is the first 8 bytes in memory.
struct SASSWord {
  uint64_t Lo = 0, Hi = 0;
  uint64_t get(unsigned LoBit, unsigned Width) const;
  void set(unsigned LoBit, unsigned Width, uint64_t V);
  bool operator==(const SASSWord &O) const { return Lo == O.Lo && Hi == O.Hi; }
  bool operator!=(const SASSWord &O) const { return !(*this == O); }
};

enum class SASSFieldKind : uint8_t {
  R, UR, P, UP, Enum, hex, shex, ioff, uoff, dec, f32, f16x2, bf16x2, f64hi, pcrel,
  Hidden
};

struct SASSFieldDesc {
  const char *Name;
  SASSFieldKind Kind;
  uint8_t NumChunks;
  uint8_t Chunks[6][2]; // (lo, width), least significant first
  int64_t Default;
  int64_t Scale;
  uint32_t FirstValue, NumValues; // Enum spellings in SASSEnumStrings
  unsigned width() const;
};

struct SASSTemplateToken {
  int Field;        // index into the form's fields, or -1 for literal text
  const char *Text; // literal text
};

struct SASSFormDesc {
  unsigned Opcode;
  const char *Name, *Mnemonic;
  uint16_t Key;
  uint8_t SMMask; // 1: sm_80, 2: sm_90
  uint64_t FixMaskLo, FixMaskHi, FixValLo, FixValHi, OwnedLo, OwnedHi;
  uint16_t FirstField, NumFields, FirstToken, NumTokens;
  uint8_t UniformGuard;
};

/// Control field, word bits 105-121.
struct SASSControl {
  unsigned Stall = 0, Yield = 0, WriteSB = 7, ReadSB = 7, WaitMask = 0;
  static SASSControl fromBits(uint64_t V);
  uint64_t toBits() const;
};

namespace SASSCodec {
unsigned smIndex(unsigned SM); // 80 -> 1, 90 -> 2 (mask bit)
const SASSFormDesc *getForm(unsigned Opcode);
const SASSFieldDesc &getField(const SASSFormDesc &F, unsigned I);
unsigned numForms();
const SASSFormDesc &formAt(unsigned I);

/// Decode a word for sm SM; false if no form claims it exactly.
bool decode(const SASSWord &W, unsigned SM, MCInst &MI);
/// False (with Err) when W sets an operand-reuse flag on an instruction
/// whose control field yields: a word nvdisasm and decode() refuse.
bool checkReuse(const MCInst &MI, const SASSWord &W, std::string &Err);
/// Encode; false (with a message) if an operand does not fit its field.
bool encode(const MCInst &MI, SASSWord &W, std::string *Err = nullptr);
/// Print the guard and the instruction text as nvdisasm does.  PC is the
/// address of the instruction (branch targets print absolute).
bool printText(const MCInst &MI, uint64_t PC, raw_ostream &OS);
/// An f32 operand spelled as nvdisasm does ("0.5", "+INF ", "-QNAN ").
std::string formatF32(uint32_t Bits);
/// An f64 operand given by its high word (the low one zero), spelled as
/// nvdisasm does ("1", "-0.5", "6.7553994410557440000e+15").
std::string formatF64Hi(uint32_t HiBits);
/// "[B------:R-:W-:Y:S04]" (wait mask, read SB, write SB, yield, stall).
std::string printControl(uint64_t Bits);
/// Parse the bracketed control prefix; Err says what is wrong.
bool parseControl(StringRef S, uint64_t &Bits, std::string &Err);
/// Parse one instruction (guard + text, no control prefix).  On failure Err
/// says what was expected and ErrCol is the 0-based column in Text.
/// Only, when given, restricts the match to that form: nvdisasm prints some
/// distinct words the same way, and oa's listings pin the form ({NAME}) for
/// those so that they assemble back bit-exact.
bool parseText(StringRef Text, unsigned SM, uint64_t PC, MCInst &MI,
               std::string &Err, size_t &ErrCol,
               const SASSFormDesc *Only = nullptr);
/// The form called Name (as in the .td records), or null.
const SASSFormDesc *getFormByName(StringRef Name);
/// True if Text parses back to exactly W (so no form pin is needed).
bool textRoundTrips(StringRef Text, unsigned SM, uint64_t PC, const SASSWord &W,
                    const SASSFormDesc *Only = nullptr);
/// The default control field of an instruction written without a prefix:
/// conservative (stall 15, no scoreboards), so hand-written code is safe.
uint64_t defaultControl();
MCRegister regForField(SASSFieldKind K, unsigned Width, uint64_t V);
/// The spelling of value V of an Enum field, or null when V is not legal.
const char *enumSpelling(const SASSFieldDesc &F, uint64_t V);
} // namespace SASSCodec
} // namespace llvm

#endif
