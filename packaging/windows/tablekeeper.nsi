; Tablekeeper's Windows installer (NSIS 3, built on Linux by Debian's
; makensis from packaging/windows/build.sh, which passes the defines below).
;
; Per user, without administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\Tablekeeper (where per-user programs go), with a
; Start-menu shortcut and an uninstaller registered under HKCU, so it is
; listed in Settings > Apps. The user's sessions are never touched, by the
; installer nor the uninstaller: they are in %APPDATA%\Tablekeeper, which
; the program makes and only the user deletes.
;
; Silent: Setup.exe /S installs, "Uninstall.exe" /S uninstalls (the
; install test does both under Wine: packaging/windows/install-test.sh).
;
; Defines: VERSION (0.1.0), VERSION4 (0.1.0.0, for the version resource),
; EXE (the tablekeeper.exe to install), COM (its console twin, installed
; as tablekeeper.com), DOCS (a folder with LICENSE.txt and
; THIRD-PARTY-LICENSES.txt), ICON (an .ico), OUTFILE (the Setup .exe).

!ifndef VERSION | VERSION4 | EXE | COM | DOCS | ICON | OUTFILE
  !error "build with packaging/windows/build.sh (defines VERSION, VERSION4, EXE, COM, DOCS, ICON, OUTFILE)"
!endif

Unicode true
; A 64-bit installer for a 64-bit program.
Target amd64-unicode
SetCompressor /SOLID lzma
ManifestDPIAware true

!define APP "Tablekeeper"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

Name "${APP}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP}"
; Installing again (an update) goes where the first install went.
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} ${VERSION} Setup"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (c) 2026 The Tablekeeper developers (MIT licence)"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\tablekeeper.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The program's languages; Windows' own language picks one, English else.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Turkish"

Section "Tablekeeper"
  SetOutPath "$INSTDIR"
  File "/oname=tablekeeper.exe" "${EXE}"
  File "/oname=tablekeeper.com" "${COM}"
  File "${DOCS}/LICENSE.txt"
  File "${DOCS}/THIRD-PARTY-LICENSES.txt"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  ; The current user's Start menu (the installer runs as the user).
  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\tablekeeper.exe"

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Tablekeeper developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\tablekeeper.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

; Removes what the installer put there, by name, and nothing else: not the
; sessions in %APPDATA%\Tablekeeper, and not a file the user put in the
; program's folder (then the folder stays too).
Section "Uninstall"
  Delete "$INSTDIR\tablekeeper.exe"
  Delete "$INSTDIR\tablekeeper.com"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\THIRD-PARTY-LICENSES.txt"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
