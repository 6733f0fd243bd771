declare module 'codes-postaux' {
  export interface CodePostalEntry {
    codePostal: string;
    codeCommune: string;
    nomCommune: string;
    libelleAcheminement: string;
  }
  export function find(codePostal: string | number): CodePostalEntry[];
}
