//===-- Files.cpp - Whole-file reads and writes ---------------------------===//
#include "oa/Launch/Launch.h"

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

using namespace oa::launch;

bool oa::launch::fileSize(const std::string &Path, uint64_t &Size, std::string &Err) {
  // A character device or a pipe has no size and may never end (/dev/zero).
  struct stat St;
  if (::stat(Path.c_str(), &St) != 0) {
    Err = "cannot open " + Path + ": " + std::strerror(errno);
    return false;
  }
  if (!S_ISREG(St.st_mode)) {
    Err = "cannot read " + Path + ": not a regular file";
    return false;
  }
  Size = uint64_t(St.st_size);
  return true;
}

bool oa::launch::readFile(const std::string &Path, std::vector<uint8_t> &Bytes,
                          std::string &Err, uint64_t MaxBytes) {
  uint64_t Size;
  if (!fileSize(Path, Size, Err))
    return false;
  if (Size > MaxBytes) {
    Err = "cannot read " + Path + ": " + std::to_string(Size) + " bytes, more than the " +
          std::to_string(MaxBytes) + " allowed";
    return false;
  }
  std::FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F) {
    Err = "cannot open " + Path + ": " + std::strerror(errno);
    return false;
  }
  // Exactly the size seen: a file that changes meanwhile is an error.
  Bytes.resize(size_t(Size));
  size_t N = Size ? std::fread(Bytes.data(), 1, Bytes.size(), F) : 0;
  bool Bad = std::ferror(F) || N != Bytes.size() || std::fgetc(F) != EOF;
  std::fclose(F);
  if (Bad) {
    Err = "cannot read " + Path + " (it changed while being read?)";
    return false;
  }
  return true;
}

bool oa::launch::writeFile(const std::string &Path,
                           const std::vector<uint8_t> &Bytes, std::string &Err) {
  std::FILE *F = std::fopen(Path.c_str(), "wb");
  if (!F) {
    Err = "cannot create " + Path + ": " + std::strerror(errno);
    return false;
  }
  bool Ok = std::fwrite(Bytes.data(), 1, Bytes.size(), F) == Bytes.size();
  Ok &= std::fclose(F) == 0;
  if (!Ok)
    Err = "cannot write " + Path;
  return Ok;
}

bool oa::launch::makeDirs(const std::string &Dir, std::string &Err) {
  std::string Cur;
  for (size_t I = 0; I <= Dir.size(); ++I) {
    if (I == Dir.size() || Dir[I] == '/') {
      if (!Cur.empty() && Cur != "." && Cur != "/") {
        struct stat St;
        if (::stat(Cur.c_str(), &St) != 0 && ::mkdir(Cur.c_str(), 0777) != 0 &&
            errno != EEXIST) {
          Err = "cannot create directory " + Cur + ": " + std::strerror(errno);
          return false;
        }
      }
    }
    if (I < Dir.size())
      Cur += Dir[I];
  }
  struct stat St;
  if (::stat(Dir.c_str(), &St) != 0 || !S_ISDIR(St.st_mode)) {
    Err = Dir + " is not a directory";
    return false;
  }
  return true;
}

std::string oa::launch::joinPath(const std::string &Dir, const std::string &Path) {
  if (Path.empty() || Path[0] == '/' || Dir.empty() || Dir == ".")
    return Path;
  return Dir.back() == '/' ? Dir + Path : Dir + "/" + Path;
}
