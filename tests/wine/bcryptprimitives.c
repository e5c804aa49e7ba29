/* Test-only: Wine 8 has no bcryptprimitives.dll, whose ProcessPrng Rust's standard library
 * calls for random bytes on Windows. This stand-in exports ProcessPrng over advapi32's
 * SystemFunction036 (RtlGenRandom). scripts/wine-check builds it with MinGW into a throwaway
 * Wine prefix; it is never part of a package. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
