.kernel tiny
.param 8
  [B------:R-:W-:-:S05] EXIT ;
  [B------:R-:W-:Y:S00] BRA 0x10;
