import type { CmsImageRow } from '@portail/shared/admin/cms';
import { apiJson } from '@/lib/api-client';

const base = '/api/admin/cms';

/** The CMS image store, for the image dialog of every rich-text field of the back office. */
export const cmsImageSource = {
  async upload(file: File): Promise<string> {
    const form = new FormData();
    form.append('file', file, file.name);
    const image = await apiJson<CmsImageRow>(`${base}/images`, { method: 'POST', body: form });
    return image.src;
  },
  async existing() {
    const { images } = await apiJson<{ images: CmsImageRow[] }>(`${base}/images`);
    return images.map((image) => ({ src: image.src, name: image.name }));
  },
};
