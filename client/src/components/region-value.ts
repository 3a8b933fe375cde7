/** A place picked in the cascader, as the payloads of the specification carry it. */
export interface RegionValue {
  provinceCode: string
  cityCode: string
  /** Empty for the cities that have no district level (东莞, 中山, 儋州…). */
  areaCode: string
  province: string
  city: string
  area: string
}

/** The value of a chosen path of options: codes and names of province, city and district. */
export function toRegionValue(path: readonly { value: string; label: string }[]): RegionValue | null {
  const [province, city, area] = path
  if (!province || !city) return null
  return {
    provinceCode: province.value,
    cityCode: city.value,
    areaCode: area?.value ?? '',
    province: province.label,
    city: city.label,
    area: area?.label ?? '',
  }
}
