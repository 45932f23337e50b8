// A value a call may write is not its declared value any more: a kernel's driver declares int m = 5120; and then reads
// m from its command line (sscanf(argv[1], "%d", &m);, cmd.get_cmd_line_argument("m", m);, std::cin >> m;).
// Before, each property below that reads such a value after the call was proved of the declared value.
//
// Through clang sscanf and get_cmd_line_argument give a run-time value; another call that is not followed (std::cin,
// a function declared without body) makes the value any value of its type, which may be the declared one: UNKNOWN,
// naming the call, never proved. A lambda that captures by reference and is never called writes nothing (the text
// reader refuted level == 1: it is true in C++). A parameter written by sscanf is the read value (refuted; the text
// reader did not check it).
#include <cstdio>
#include <iostream>
#include <cute/tensor.hpp>
#include <cutlass/util/command_line.h>
using namespace cute;

// the driver's helpers, declared (their bodies are not in the file)
void read_size(int* s);
struct Options { void parse_flag(char const* name, bool& flag); };
struct Pipeline { void init(int stages); };

void host(int argc, char** argv) {
  cutlass::CommandLine cmd(argc, (char const**) argv);
  Options options;
  Pipeline pipeline;
  int m = 128;
  int doubled = m * 2;
  if (argc >= 2)
    sscanf(argv[1], "%d", &m);
  prove read_before_the_call: doubled == 256
  expect refuted m_is_its_default: m == 128
  if (m % 64 != 0) { return; }
  prove guarded_after_the_call: m % 64 == 0
  int n = 256;
  cmd.get_cmd_line_argument("n", n);
  expect refuted n_is_its_default: n == 256
  int k = 64;
  std::cin >> k;
  prove k_is_its_default: k == 64
  int s = 8;
  { { read_size(&s); } }
  prove s_after_nested_blocks: s == 8
  bool verify = true;
  options.parse_flag("verify", verify);
  prove flag_written: verify
  int level = 1;
  auto set_level = [&](int v) { level = v; };
  prove written_by_a_lambda: level == 1
  constexpr int kStages = 3;
  pipeline.init(kStages);
  prove constexpr_not_written: kStages == 3
}

void resized(int p) {
  if (p % 2 != 0) { return; }
  sscanf("7", "%d", &p);
  expect refuted parameter_written: p % 2 == 0
}
