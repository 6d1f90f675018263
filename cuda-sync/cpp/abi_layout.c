/* The C compiler's view of cuda_sync/abi.h, linked into cuda-sync so a test can
 * compare it with the Rust definitions bindgen generated. */
#include <stddef.h>
#include "cuda_sync/abi.h"

size_t cuda_sync_abi_global_size(void) { return sizeof(cuda_sync_global); }
size_t cuda_sync_abi_global_align(void) { return _Alignof(cuda_sync_global); }
size_t cuda_sync_abi_global_cells_offset(void) { return offsetof(cuda_sync_global, cells); }
size_t cuda_sync_abi_global_len_offset(void) { return offsetof(cuda_sync_global, len); }
