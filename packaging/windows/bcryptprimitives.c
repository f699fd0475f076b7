/*
 * A stand-in for Windows' bcryptprimitives.dll, for running Tablekeeper's
 * Windows build and tests under Debian's Wine 8.0 only. It is a test aid:
 * it is never shipped (packaging/windows/build.sh does not package it) and
 * real Windows (8 and later) has this DLL.
 *
 * Why: Rust's standard library (since 1.78) takes its random numbers (for
 * HashMap's seeds, among others) from ProcessPrng in bcryptprimitives.dll,
 * linked at load time. Wine 8.0 has no such DLL, so every Rust .exe fails
 * to start. Newer Wine has it; until the CI machine's Wine does,
 * packaging/windows/wine-run.sh builds this file with mingw-w64 and puts
 * the DLL in the Wine prefix's system32.
 *
 * ProcessPrng fills the buffer from RtlGenRandom (advapi32's
 * SystemFunction036, which Wine implements over the host's random source).
 * The real one never fails and is documented to always return TRUE, so
 * callers do not check; rather than hand back unfilled bytes, this one ends
 * the process if RtlGenRandom ever fails.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        /* RtlGenRandom takes a ULONG count: large requests in pieces. */
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            ExitProcess(0xC0000001); /* STATUS_UNSUCCESSFUL */
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
