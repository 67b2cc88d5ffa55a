//===-- ViewsTest.cpp - the layout algebra of strided views ---------------===//
//
// Layouts made by random chains of reshapes, transposes and slices are
// checked element by element against the same chain applied to an explicit
// array of buffer positions.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Conversion/OAToKernels/Views.h"

#include "gtest/gtest.h"

#include <numeric>
#include <random>

using namespace oa::lowering;

namespace {
// A tensor of buffer positions, row-major.
struct Explicit {
  std::vector<int64_t> shape, pos;

  static Explicit iota(std::vector<int64_t> shape) {
    Explicit e{shape, {}};
    e.pos.resize(count(shape));
    std::iota(e.pos.begin(), e.pos.end(), 0);
    return e;
  }
  static int64_t count(const std::vector<int64_t> &s) {
    return std::accumulate(s.begin(), s.end(), int64_t(1), std::multiplies<>());
  }
  std::vector<int64_t> index(int64_t flat) const {
    std::vector<int64_t> i(shape.size());
    for (size_t d = shape.size(); d-- > 0;) {
      i[d] = flat % shape[d];
      flat /= shape[d];
    }
    return i;
  }
  int64_t flat(const std::vector<int64_t> &i) const {
    int64_t f = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      f = f * shape[d] + i[d];
    return f;
  }
  Explicit transpose(const std::vector<int64_t> &perm) const {
    Explicit r;
    for (int64_t p : perm)
      r.shape.push_back(shape[p]);
    r.pos.resize(pos.size());
    for (int64_t f = 0; f < int64_t(pos.size()); ++f) {
      std::vector<int64_t> ri = r.index(f), si(shape.size());
      for (size_t d = 0; d < perm.size(); ++d)
        si[perm[d]] = ri[d];
      r.pos[f] = pos[flat(si)];
    }
    return r;
  }
  Explicit slice(int64_t axis, int64_t start, int64_t size) const {
    Explicit r{shape, {}};
    r.shape[axis] = size;
    r.pos.resize(count(r.shape));
    for (int64_t f = 0; f < int64_t(r.pos.size()); ++f) {
      std::vector<int64_t> i = r.index(f);
      i[axis] += start;
      r.pos[f] = pos[flat(i)];
    }
    return r;
  }
};

int64_t address(const Layout &l, const std::vector<int64_t> &i) {
  int64_t a = l.offset;
  for (size_t d = 0; d < i.size(); ++d) {
    int64_t rest = i[d];
    for (size_t k = l.dims[d].size(); k-- > 0;) {
      a += (rest % l.dims[d][k].size) * l.dims[d][k].stride;
      rest /= l.dims[d][k].size;
    }
  }
  return a;
}

void expectSame(const Layout &l, const Explicit &e, const std::string &what) {
  ASSERT_EQ(l.dims.size(), e.shape.size()) << what;
  for (int64_t f = 0; f < int64_t(e.pos.size()); ++f)
    ASSERT_EQ(address(l, e.index(f)), e.pos[f]) << what << " element " << f;
}
} // namespace

// A transformer block's head split: q, k and v of [b*h, s, d] inside the
// qkv projection [b*s, 3*h*d].
TEST(Views, HeadSplit) {
  for (int64_t which = 0; which < 3; ++which) {
    Layout l = Layout::contiguous({8192, 3072});
    ASSERT_TRUE(l.reshape({8, 1024, 3, 16, 64}));
    l.transpose({2, 0, 3, 1, 4});
    ASSERT_TRUE(l.reshape({3, 128, 1024, 64}));
    ASSERT_TRUE(l.slice(0, which, 1));
    ASSERT_TRUE(l.reshape({128, 1024, 64}));
    std::optional<StridedView> v = StridedView::of(l, 8, 3);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->offset, which * 1024);
    EXPECT_EQ(v->rowStride, 3072);
    EXPECT_EQ(v->batchSizes, (llvm::SmallVector<int64_t, 3>{8, 16}));
    EXPECT_EQ(v->batchStrides, (llvm::SmallVector<int64_t, 3>{1024 * 3072, 64}));
  }
}

TEST(Views, Refusals) {
  // Rows and columns swapped: columns are not contiguous.
  Layout t = Layout::contiguous({4, 16, 64});
  t.transpose({0, 2, 1});
  EXPECT_FALSE(StridedView::of(t, 1, 3));
  // A column slice at an odd element: not 8-aligned, fine at 1.
  Layout s = Layout::contiguous({4, 16, 72});
  ASSERT_TRUE(s.slice(2, 3, 64));
  EXPECT_FALSE(StridedView::of(s, 8, 3));
  EXPECT_TRUE(StridedView::of(s, 1, 3));
  // Four batch factors that do not merge.
  Layout b = Layout::contiguous({2, 2, 2, 2, 8, 64});
  b.transpose({3, 2, 1, 0, 4, 5});
  EXPECT_FALSE(StridedView::of(b, 1, 3));
  EXPECT_TRUE(StridedView::of(b, 1, 4));
  // A reshape across factors that do not nest: (3, s) (4, t) -> 2 x 6.
  Layout r = Layout::contiguous({4, 3});
  r.transpose({1, 0});
  EXPECT_FALSE(r.reshape({2, 6}));
  // A slice cutting a merged dimension's inner factor.
  Layout m = Layout::contiguous({4, 6, 8});
  m.transpose({1, 0, 2});
  ASSERT_TRUE(m.reshape({24, 8}));
  EXPECT_FALSE(m.slice(0, 1, 4));
  EXPECT_TRUE(m.slice(0, 4, 8));
}

TEST(Views, RandomChains) {
  std::mt19937 rng(7);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int checked = 0, refused = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    std::vector<int64_t> shape;
    for (int64_t d = pick(1, 4); d > 0; --d)
      shape.push_back(pick(1, 6));
    Explicit e = Explicit::iota(shape);
    Layout l = Layout::contiguous(shape);
    std::string what;
    bool ok = true;
    for (int step = pick(1, 5); step > 0 && ok; --step) {
      switch (pick(0, 2)) {
      case 0: { // reshape into a random factorization of the count
        int64_t n = Explicit::count(e.shape);
        std::vector<int64_t> to;
        while (n > 1 && to.size() < 4) {
          std::vector<int64_t> divs;
          for (int64_t k = 2; k <= n; ++k)
            if (n % k == 0)
              divs.push_back(k);
          int64_t k = divs[pick(0, int64_t(divs.size()) - 1)];
          to.push_back(k);
          n /= k;
        }
        if (n > 1)
          to.back() *= n;
        if (to.empty())
          to.push_back(1);
        what += " reshape";
        ok = l.reshape(llvm::SmallVector<int64_t>(to.begin(), to.end()));
        e.shape = to;
        break;
      }
      case 1: { // transpose
        std::vector<int64_t> perm(e.shape.size());
        std::iota(perm.begin(), perm.end(), 0);
        std::shuffle(perm.begin(), perm.end(), rng);
        what += " transpose";
        l.transpose(llvm::SmallVector<int64_t>(perm.begin(), perm.end()));
        e = e.transpose(perm);
        break;
      }
      default: { // slice
        int64_t axis = pick(0, int64_t(e.shape.size()) - 1);
        int64_t start = pick(0, e.shape[axis] - 1);
        int64_t size = pick(1, e.shape[axis] - start);
        what += " slice";
        ok = l.slice(axis, start, size);
        e = e.slice(axis, start, size);
        break;
      }
      }
    }
    if (!ok) {
      ++refused;
      continue;
    }
    expectSame(l, e, what);
    ++checked;
  }
  // Most chains have a strided form (refusals are the non-nesting cases).
  EXPECT_GT(checked, 2000);
  EXPECT_GT(refused, 0);
}
