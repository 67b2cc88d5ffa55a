//===-- SASSMCAsmInfo.cpp - SASS assembly syntax --------------------------===//
#include "SASSMCAsmInfo.h"

using namespace llvm;

SASSMCAsmInfo::SASSMCAsmInfo(const Triple &) {
  CodePointerSize = 8;
  CalleeSaveStackSlotSize = 4;
  CommentString = "//";
  SeparatorString = "";
  MinInstAlignment = 16;
  SupportsDebugInformation = false;
}
