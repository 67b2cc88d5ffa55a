//===-- CubinFormat.h - CUDA ELF layout constants ---------------*- C++ -*-===//
#ifndef OA_LIB_CUBIN_CUBINFORMAT_H
#define OA_LIB_CUBIN_CUBINFORMAT_H

#include <cstdint>

namespace oa {
namespace cubin {

struct Elf64Ehdr {
  uint8_t Ident[16];
  uint16_t Type, Machine;
  uint32_t Version;
  uint64_t Entry, PhOff, ShOff;
  uint32_t Flags;
  uint16_t EhSize, PhEntSize, PhNum, ShEntSize, ShNum, ShStrNdx;
};
struct Elf64Shdr {
  uint32_t Name, Type;
  uint64_t Flags, Addr, Offset, Size;
  uint32_t Link, Info;
  uint64_t AddrAlign, EntSize;
};
struct Elf64Sym {
  uint32_t Name;
  uint8_t Info, Other;
  uint16_t Shndx;
  uint64_t Value, Size;
};
static_assert(sizeof(Elf64Ehdr) == 64 && sizeof(Elf64Shdr) == 64 && sizeof(Elf64Sym) == 24,
              "ELF64 layout");

enum : uint16_t { EM_CUDA = 190, ET_EXEC = 2 };
enum : uint8_t { OSABI_CUDA_V7 = 0x33, OSABI_CUDA_V8 = 0x41 };
enum : uint32_t {
  SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_NOBITS = 8,
  SHT_CUDA_INFO = 0x70000000
};
enum : uint64_t { SHF_WRITE = 1, SHF_ALLOC = 2, SHF_EXECINSTR = 4, SHF_INFO_LINK = 0x40 };
enum : uint8_t { STO_CUDA_ENTRY = 0x10 };
// .nv.info record formats and attribute ids.
enum : uint8_t { EIFMT_NVAL = 1, EIFMT_BVAL = 2, EIFMT_HVAL = 3, EIFMT_SVAL = 4 };
enum : uint8_t {
  EIATTR_MAX_THREADS = 0x05, EIATTR_PARAM_CBANK = 0x0a, EIATTR_FRAME_SIZE = 0x11,
  EIATTR_MIN_STACK_SIZE = 0x12, EIATTR_KPARAM_INFO = 0x17, EIATTR_CBANK_PARAM_SIZE = 0x19,
  EIATTR_MAXREG_COUNT = 0x1b, EIATTR_EXIT_INSTR_OFFSETS = 0x1c,
  EIATTR_MAX_STACK_SIZE = 0x23, EIATTR_REGCOUNT = 0x2f, EIATTR_CUDA_API_VERSION = 0x37
};

} // namespace cubin
} // namespace oa

#endif
