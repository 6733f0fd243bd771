/* What PDFKit 0.20 does that @types/pdfkit 0.17 does not declare yet. */
declare namespace PDFKit {
  /** An image decoded once by openImage and drawn many times without being embedded again. */
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
  }
  namespace Mixins {
    interface PDFImage {
      openImage(src: Buffer): OpenedImage;
      image(src: OpenedImage, x?: number, y?: number, options?: ImageOption): this;
    }
    interface StructureElementOptions {
      /** Table header scope (TH), written as a Table attribute. */
      scope?: 'Row' | 'Column' | 'Both';
    }
  }
}
