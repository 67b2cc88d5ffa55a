.target sm_90
.kernel k
.param 8, 8  // offset 0
.registers 8
        /*0000*/ [B------:R-:W0:Y:S02] LDC R1, c[0x0][0x28] ;
        /*0010*/ [B------:R-:W1:Y:S02] S2R R0, SR_TID.X ;
        /*0020*/ [B-1----:R-:W-:Y:S01] ISETP.NE.AND P0, PT, R0, RZ, PT ;
        /*0030*/ [B------:R-:W-:Y:S05] BSSY B0, 0x80 ;
        /*0040*/ [B------:R-:W-:Y:S05] @P0 BRA 0x70 ;
        /*0050*/ [B------:R-:W-:Y:S04] IADD3 R0, R0, 0x1, RZ ;
        /*0060*/ [B------:R-:W-:Y:S05] BRA 0x40 ;
        /*0070*/ [B------:R-:W-:Y:S05] BSYNC B0 ;
        /*0080*/ [B------:R-:W-:Y:S05] EXIT ;
        /*0090*/ [B------:R-:W-:Y:S00] BRA 0x90 ;
