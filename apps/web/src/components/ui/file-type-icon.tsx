import { fileKind, type FileKind } from '@portail/shared/file-types';

const colours: Record<FileKind | 'other', string> = {
  image: '#7a2e8e',
  document: '#1d4ed8',
  pdf: '#b42318',
  presentation: '#b54708',
  spreadsheet: '#067647',
  other: '#4b5563',
};

const labels: Record<FileKind | 'other', string> = {
  image: 'IMG',
  document: 'DOC',
  pdf: 'PDF',
  presentation: 'PPT',
  spreadsheet: 'XLS',
  other: 'FIC',
};

/** §9 file-type map shown as an icon: a sheet with the type's colour and short name (decorative). */
export function FileTypeIcon({ fileName, size = 32 }: { fileName: string; size?: number }) {
  const kind = fileKind(fileName) ?? 'other';
  return (
    <svg className="file-type-icon" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M6 2h14l8 8v20H6z" fill="#fff" stroke={colours[kind]} strokeWidth="2" />
      <path d="M20 2v8h8" fill="none" stroke={colours[kind]} strokeWidth="2" />
      <rect x="2" y="16" width="24" height="11" rx="2" fill={colours[kind]} />
      <text x="14" y="24.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        {labels[kind]}
      </text>
    </svg>
  );
}
