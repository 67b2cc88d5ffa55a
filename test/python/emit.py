# The emitter's MLIR parses and verifies in oa-opt, and lowers.
# RUN: %python %s | oa-opt | FileCheck %s
# RUN: %python %s | oa-opt --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s --check-prefix=IR
from oa import Module

m = Module()
f = m.func("block")
x = f.arg("x", [8, 64])
w1, b1 = f.arg("w1", [256, 64]), f.arg("b1", [256])
w2, b2 = f.arg("w2", [64, 256]), f.arg("b2", [64])
g, b = f.arg("gamma", [64]), f.arg("beta", [64])
h = f.gelu(f.linear(x, w1, b1))
y = f.linear(h, w2, b2) + x
n = f.layer_norm(y, g, b, eps=1e-6)
p = f.softmax(n)
s = f.reduce_sum(p, axis=0, keep_dim=True)
t = f.transpose(p, [1, 0])
c = f.concat([p, p], axis=0)
r = f.reshape(c, [16, 8, 8])
f.ret(p, s, t, r, names=["probs", "colsum", None, None])

f2 = m.func("train")
pr, tg = f2.arg("pred", [32]), f2.arg("target", [32])
wt, gr = f2.arg("w", [4, 8], "f16"), f2.arg("grad", [4, 8], "f16")
f2.ret(f2.mse_loss(pr, tg), f2.sgd_update(wt, gr, 0.01), f2.relu(pr - tg),
       f2.matmul(f2.arg("a", [4, 8]) if False else f2.reshape(pr, [4, 8]), f2.reshape(tg, [8, 4])))
print(m.text())

# CHECK-LABEL: func.func @block(%{{.*}}: tensor<8x64xf32> {oa.name = "x"}
# CHECK-SAME: -> (tensor<8x64xf32> {oa.name = "probs"}, tensor<1x64xf32> {oa.name = "colsum"}, tensor<64x8xf32>, tensor<16x8x8xf32>)
# CHECK: oa.linear {{.*}} -> tensor<8x256xf32>
# CHECK: oa.gelu {{.*}} : (tensor<8x256xf32>) -> tensor<8x256xf32>
# CHECK: oa.linear {{.*}} -> tensor<8x64xf32>
# CHECK: oa.add
# CHECK: oa.layer_norm {{.*}} {epsilon = 9.99999997E-7 : f32}
# CHECK: oa.softmax
# CHECK: oa.reduce_sum {{.*}} {axis = 0 : i64, keep_dim = true} : (tensor<8x64xf32>) -> tensor<1x64xf32>
# CHECK: oa.transpose {{.*}} {permutation = array<i64: 1, 0>} : (tensor<8x64xf32>) -> tensor<64x8xf32>
# CHECK: oa.concat {{.*}} {axis = 0 : i64} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
# CHECK: oa.reshape {{.*}} -> tensor<16x8x8xf32>
# CHECK-LABEL: func.func @train
# CHECK: oa.mse_loss {{.*}} -> tensor<f32>
# CHECK: oa.sgd_update {{.*}} {lr = 0.00999999977 : f32} : (tensor<4x8xf16>, tensor<4x8xf16>) -> tensor<4x8xf16>
# CHECK: oa.sub
# CHECK: oa.relu
# CHECK: oa.matmul {{.*}} : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>

# IR: define ptx_kernel void @block_k0_linear_gelu(
# IR: define ptx_kernel void @block_k1_linear_add(
# IR: define ptx_kernel void @block_k2_layer_norm(
# IR: define ptx_kernel void @block_k3_softmax(
# IR: define ptx_kernel void @train_k0_mse_loss(
