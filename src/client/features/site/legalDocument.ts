export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}
