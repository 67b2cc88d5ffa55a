"""train.py's six models at its CPU shapes as factories without arguments,
so that `oa compile` / `oa cnr` (docs/Command.md) build and run them for
inference; oa.toml names them with their input shapes and dtypes.  Training
is train.py's job (docs/Training.md)."""
from train import MLP, Block, CausalLM, ConvNet, SwiGLU, TokenModel

D, HEADS, SEQ, VOCAB = 16, 2, 8, 13  # train.make's small shapes


def mlp():
    return MLP(D)


def block():
    return Block(D, HEADS)


def lm():
    return TokenModel(VOCAB, D, HEADS, SEQ)


def swiglu():
    return SwiGLU(D)


def causal():
    return CausalLM(VOCAB, D, HEADS, SEQ)


def convnet():
    return ConvNet(4, 5, 6)
