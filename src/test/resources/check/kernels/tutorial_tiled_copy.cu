// examples/cute/tutorial/tiled_copy.cu (CUTLASS issue 1859: how many copies per thread for a 128x64 block), the
// tutorial's lines as written, with Element = float (its template parameter): uint_byte_t<sizeof(Element) * size(val_layout)>
// is uint_byte_t<16>.
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
using namespace cute;

void host() {
  using Element = float;
  auto block_shape = make_shape(Int<128>{}, Int<64>{});
  Layout thr_layout = make_layout(make_shape(Int<32>{}, Int<8>{}));  // (32,8) -> thr_idx
  Layout val_layout = make_layout(make_shape(Int<4>{}, Int<1>{}));   // (4,1) -> val_idx
  using CopyOp = UniversalCopy<uint_byte_t<sizeof(Element) * size(val_layout)>>;     // A very specific access width copy instruction
  using Atom = Copy_Atom<CopyOp, Element>;
  TiledCopy tiled_copy = make_tiled_copy(Atom{},             // Access strategy
                                         thr_layout,         // thread layout (e.g. 32x4 Col-Major)
                                         val_layout);        // value layout (e.g. 4x1)
  prove eight_copies_per_thread: size<2>(partition_S(tiled_copy, make_layout(block_shape), 0)) == 8
  prove four_floats_per_copy_instruction: size<0>(partition_S(tiled_copy, make_layout(block_shape), 0)) == 4
}
