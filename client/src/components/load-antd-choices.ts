/**
 * antd's choice controls (the region cascader, the school picker's AutoComplete, Select) as one chunk,
 * fetched by way of a small one: an import() carries the list of files its chunk needs (some 80 names,
 * about 1 KB), and this way that list comes with the first press, not with every page that has a field.
 */
export const loadAntdChoices = () =>
  import('./antd-choices-loader').then((loader) => loader.loadAntdChoicesChunk())
