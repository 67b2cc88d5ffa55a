//===-- JsonTest.cpp - the small JSON reader ------------------------------===//
#include "oa/Launch/Json.h"
#include "gtest/gtest.h"

using namespace oa::launch;

static std::string errorOf(const char *Text) {
  JsonValue V;
  std::string Err;
  EXPECT_FALSE(parseJson(Text, V, Err)) << Text;
  return Err;
}

TEST(Json, ValuesCommentsAndPositions) {
  JsonValue V;
  std::string Err;
  const char *T = "// leading\n{\"a\": [1, -2.5e1, true, null],\n /* c */ \"b\": \"x\\n\\u00e9\"}";
  ASSERT_TRUE(parseJson(T, V, Err)) << Err;
  ASSERT_TRUE(V.isObject());
  ASSERT_EQ(V.Obj.size(), 2u);
  EXPECT_EQ(V.Obj[0].first, "a"); // order kept
  const JsonValue *A = V.get("a");
  ASSERT_TRUE(A && A->isArray());
  ASSERT_EQ(A->Arr.size(), 4u);
  EXPECT_EQ(A->Arr[1].Num, -25.0);
  EXPECT_EQ(A->Arr[2].K, JsonValue::Bool);
  EXPECT_TRUE(A->Arr[2].B);
  EXPECT_EQ(A->Arr[3].K, JsonValue::Null);
  EXPECT_EQ(A->Line, 2u);
  EXPECT_EQ(A->Col, 7u);
  EXPECT_EQ(V.get("b")->Str, "x\n\xc3\xa9");
  EXPECT_EQ(V.get("b")->Line, 3u);
  EXPECT_EQ(V.get("missing"), nullptr);
}

TEST(Json, IntegersStayExact) {
  JsonValue V;
  std::string Err;
  ASSERT_TRUE(parseJson("[18446744073709551615, -9223372036854775808, 16.0, 1.5, 9223372036854775808]", V, Err));
  uint64_t U;
  int64_t S;
  ASSERT_TRUE(V.Arr[0].asUInt64(U));
  EXPECT_EQ(U, UINT64_MAX);
  EXPECT_FALSE(V.Arr[0].asInt64(S));
  ASSERT_TRUE(V.Arr[1].asInt64(S));
  EXPECT_EQ(S, INT64_MIN);
  EXPECT_FALSE(V.Arr[1].asUInt64(U));
  ASSERT_TRUE(V.Arr[2].asInt64(S));
  EXPECT_EQ(S, 16);
  EXPECT_FALSE(V.Arr[3].asInt64(S));
  EXPECT_FALSE(V.Arr[4].asInt64(S));
}

TEST(Json, ErrorsNameLineAndColumn) {
  EXPECT_EQ(errorOf("{\n  \"a\": [1, 2,,]\n}"), "2:14: unexpected ',', expected a value");
  EXPECT_EQ(errorOf("{\"a\": 1 \"b\": 2}"), "1:9: expected ',' or '}' in object, found '\"'");
  EXPECT_EQ(errorOf("{\"a\": 1, \"a\": 2}"), "1:10: duplicate member \"a\"");
  EXPECT_EQ(errorOf("\n\n  \"abc"), "3:3: unterminated string");
  EXPECT_EQ(errorOf("[1] x"), "1:5: unexpected 'x' after the top-level value");
  EXPECT_EQ(errorOf("[tru]"), "1:5: invalid literal (expected 'true')");
  EXPECT_EQ(errorOf("[01]"), "1:3: expected ',' or ']' in array, found '1'");
  EXPECT_EQ(errorOf("[1.]"), "1:4: invalid number: digits expected after '.'");
  EXPECT_EQ(errorOf("/* open"), "1:1: unterminated comment");
  EXPECT_EQ(errorOf(""), "1:1: unexpected end of file, expected a value");
  EXPECT_EQ(errorOf("{a: 1}"), "1:2: expected a member name in quotes, found 'a'");
}

TEST(Json, StringsWriteBack) {
  std::string S;
  appendJsonString(S, "a\"b\\c\n\x01");
  EXPECT_EQ(S, "\"a\\\"b\\\\c\\n\\u0001\"");
  JsonValue V;
  std::string Err;
  ASSERT_TRUE(parseJson(S, V, Err)) << Err;
  EXPECT_EQ(V.Str, "a\"b\\c\n\x01");
}
