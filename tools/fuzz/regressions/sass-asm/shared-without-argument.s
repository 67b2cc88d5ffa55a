.target sm_90
.kernel k
.shared 
