// cuda_sync.cuh: the device side of cuda-sync, one header per concept.
#pragma once
#include "cuda_sync/abi.h"
#include "cuda_sync/scope.cuh"
#include "cuda_sync/order.cuh"
#include "cuda_sync/atomic.cuh"
#include "cuda_sync/fence.cuh"
#include "cuda_sync/uniform.cuh"
#include "cuda_sync/vector.cuh"
#include "cuda_sync/publish.cuh"
#include "cuda_sync/memory.cuh"
#include "cuda_sync/message.cuh"
#include "cuda_sync/block.cuh"
#include "cuda_sync/tile.cuh"
