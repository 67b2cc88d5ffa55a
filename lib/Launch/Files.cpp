//===-- Files.cpp - Whole-file reads and writes ---------------------------===//
#include "oa/Launch/Launch.h"

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

using namespace oa::launch;

bool oa::launch::readFile(const std::string &Path, std::vector<uint8_t> &Bytes,
                          std::string &Err) {
  std::FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F) {
    Err = "cannot open " + Path + ": " + std::strerror(errno);
    return false;
  }
  Bytes.clear();
  uint8_t Buf[1 << 16];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof Buf, F)) > 0)
    Bytes.insert(Bytes.end(), Buf, Buf + N);
  bool Bad = std::ferror(F);
  std::fclose(F);
  if (Bad) {
    Err = "cannot read " + Path;
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
