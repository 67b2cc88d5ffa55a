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

struct Elf64Rela {
  uint64_t Offset, Info;
  int64_t Addend;
};
struct Elf64Rel {
  uint64_t Offset, Info;
};
static_assert(sizeof(Elf64Rela) == 24 && sizeof(Elf64Rel) == 16, "ELF64 relocations");

enum : uint16_t { EM_CUDA = 190, ET_REL = 1, ET_EXEC = 2 };
enum : uint8_t { OSABI_CUDA_V7 = 0x33, OSABI_CUDA_V8 = 0x41 };
enum : uint32_t {
  SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_RELA = 4, SHT_NOTE = 7,
  SHT_NOBITS = 8, SHT_REL = 9, SHT_CUDA_INFO = 0x70000000, SHT_CUDA_CALLGRAPH = 0x70000001,
  // Relocatable objects from ptxas (-rdc) type some sections this way.
  SHT_CUDA_GLOBAL = 0x70000007, SHT_CUDA_GLOBAL_INIT = 0x70000008,
  SHT_CUDA_CONSTANT0 = 0x70000064, SHT_CUDA_COMPAT = 0x70000086
};
// ELF ABI v8 (ptxas 13): e_flags = 0x06000004 | SM << 8, and two notes.
enum : uint32_t {
  EF_CUDA_V8_BASE = 0x06000004, NT_CUDA_CUINFO = 1000, NT_CUDA_TKINFO = 2000,
  CUDA_API_VERSION_V8 = 0x82, CUDA_API_VERSION_V7 = 118
};
enum : uint64_t { SHF_CUDA_TKINFO = 0x2000000, SHF_CUDA_CUINFO = 0x1000040 };
enum : uint8_t { STB_LOCAL = 0, STB_GLOBAL = 1, STB_WEAK = 2 };
enum : uint8_t { STT_NOTYPE = 0, STT_OBJECT = 1, STT_FUNC = 2, STT_SECTION = 3 };
enum : uint64_t { SHF_WRITE = 1, SHF_ALLOC = 2, SHF_EXECINSTR = 4, SHF_INFO_LINK = 0x40 };
enum : uint8_t { STO_CUDA_ENTRY = 0x10 };
// .nv.info record formats and attribute ids.
enum : uint8_t { EIFMT_NVAL = 1, EIFMT_BVAL = 2, EIFMT_HVAL = 3, EIFMT_SVAL = 4 };
enum : uint8_t {
  EIATTR_MAX_THREADS = 0x05, EIATTR_PARAM_CBANK = 0x0a, EIATTR_FRAME_SIZE = 0x11,
  EIATTR_MIN_STACK_SIZE = 0x12, EIATTR_KPARAM_INFO = 0x17, EIATTR_CBANK_PARAM_SIZE = 0x19,
  EIATTR_MAXREG_COUNT = 0x1b, EIATTR_EXIT_INSTR_OFFSETS = 0x1c,
  EIATTR_MAX_STACK_SIZE = 0x23, EIATTR_REGCOUNT = 0x2f, EIATTR_CUDA_API_VERSION = 0x37,
  EIATTR_KPARAM_INFO_V2 = 0x45, EIATTR_NUM_BARRIERS = 0x4c, EIATTR_EXTERNS = 0x0f,
  EIATTR_SYSCALL_OFFSETS = 0x46,
  // setmaxnreg: ptxas 13 writes it (no value) for kernels that change their
  // register count (cuobjdump: EIATTR_REG_RECONFIG).
  EIATTR_REG_RECONFIG = 0x54
};

} // namespace cubin
} // namespace oa

#endif
