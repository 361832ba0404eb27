import { callApi, queryOptionsFor, type CallParams } from '../../../lib/api';

/** The template library, a page of one category (or all). */
export const templateListQuery = (params: CallParams<'index/Diylayout/listTemplates'>) => queryOptionsFor('index/Diylayout/listTemplates', params);
export const getTemplateContent = (id: number) => callApi('index/Diylayout/templateContent', { id });

/** A work as the server has it, read-only (admin preview). */
export const previewWorkQuery = (id: string, type: number) => queryOptionsFor('index/Diylayout/previewWork', { id, type });

export const versionListQuery = (id: string) => queryOptionsFor('index/Diylayout/listVersions', { id });
export const saveVersion = (id: string, name: string) => callApi('index/Diylayout/saveVersion', { id, name });
export const getVersionContent = (id: string, version: number) => callApi('index/Diylayout/versionContent', { id, version });
