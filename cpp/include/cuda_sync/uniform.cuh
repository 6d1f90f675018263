// cuda_sync/uniform.cuh: values known to be equal in every thread of a block.
// Mirrors cuda-sync/src/uniform.rs. The checking happens in Rust; here a
// `Uniform<T>` only has to keep the same shape, so the translated kernel
// compiles and costs nothing.
#pragma once

namespace cuda_sync {

template <class T>
struct Uniform {
    T value;
    __device__ T get() const { return value; }
    __device__ operator T() const { return value; }
};

// A literal is the same in every thread.
template <class T>
__device__ Uniform<T> lit(T value) { return Uniform<T>{value}; }

#define CUDA_SYNC_UNIFORM_BINARY(op)                                                     \
    template <class T>                                                                   \
    __device__ auto operator op(Uniform<T> a, Uniform<T> b)                              \
        ->Uniform<decltype(a.value op b.value)> {                                        \
        return {a.value op b.value};                                                     \
    }
CUDA_SYNC_UNIFORM_BINARY(+)
CUDA_SYNC_UNIFORM_BINARY(-)
CUDA_SYNC_UNIFORM_BINARY(*)
CUDA_SYNC_UNIFORM_BINARY(/)
CUDA_SYNC_UNIFORM_BINARY(%)
CUDA_SYNC_UNIFORM_BINARY(&)
CUDA_SYNC_UNIFORM_BINARY(|)
CUDA_SYNC_UNIFORM_BINARY(^)
CUDA_SYNC_UNIFORM_BINARY(<<)
CUDA_SYNC_UNIFORM_BINARY(>>)
CUDA_SYNC_UNIFORM_BINARY(==)
CUDA_SYNC_UNIFORM_BINARY(!=)
CUDA_SYNC_UNIFORM_BINARY(<)
CUDA_SYNC_UNIFORM_BINARY(<=)
CUDA_SYNC_UNIFORM_BINARY(>)
CUDA_SYNC_UNIFORM_BINARY(>=)
CUDA_SYNC_UNIFORM_BINARY(&&)
CUDA_SYNC_UNIFORM_BINARY(||)
#undef CUDA_SYNC_UNIFORM_BINARY

#define CUDA_SYNC_UNIFORM_ASSIGN(op)                                                     \
    template <class T>                                                                   \
    __device__ Uniform<T> &operator op(Uniform<T> &a, Uniform<T> b) {                    \
        a.value op b.value;                                                              \
        return a;                                                                        \
    }
CUDA_SYNC_UNIFORM_ASSIGN(+=)
CUDA_SYNC_UNIFORM_ASSIGN(-=)
CUDA_SYNC_UNIFORM_ASSIGN(*=)
CUDA_SYNC_UNIFORM_ASSIGN(/=)
CUDA_SYNC_UNIFORM_ASSIGN(%=)
CUDA_SYNC_UNIFORM_ASSIGN(<<=)
CUDA_SYNC_UNIFORM_ASSIGN(>>=)
#undef CUDA_SYNC_UNIFORM_ASSIGN

template <class T>
__device__ Uniform<T> operator-(Uniform<T> a) { return {-a.value}; }
template <class T>
__device__ Uniform<T> operator!(Uniform<T> a) { return {!a.value}; }

}  // namespace cuda_sync
