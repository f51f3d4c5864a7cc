; Inno Setup 6 script: the Windows installer of the one-folder program.
;
;     python build/build.py --onedir --installer
;
; which runs, from the repository's root:
;
;     ISCC /DAppVersion=0.1.0 /DProgramDir=<repo>\.pyinstaller\onedir\seven-tables /Odist
;          /Fseven-tables-0.1.0-windows-x86_64-setup build\windows\seven-tables.iss
;
; Per user, no administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\Seven Tables, its shortcut to the user's Start menu, the
; uninstaller to Settings > Apps. A person who runs the installer as administrator
; may choose an install for all users instead (the dialog PrivilegesRequiredOverridesAllowed
; offers). Settings and saves live in %APPDATA%\SevenTables\seven-tables and are kept on
; uninstall, so a reinstall finds them again.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef ProgramDir
  #define ProgramDir "..\..\.pyinstaller\onedir\seven-tables"
#endif
#define AppName "Seven Tables"
#define AppExe "seven-tables.exe"

[Setup]
; the AppId ties upgrades and the uninstaller together: never change it
AppId={{1CC6AEB3-0DAB-4FD2-A260-0D8D8A62F65B}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Seven Tables
AppCopyright=MIT licence
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\icon.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=seven-tables-{#AppVersion}-windows-x86_64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#ProgramDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

