import { exportTreasury, getTreasury } from '@spell/shared/api/orders/treasury'
import { useQuery } from '@tanstack/react-query'
import { currentLang } from '../../../../i18n'
import { saveDownload } from '../../../../lib/file-transfer'
import { callApi } from '../../../../lib/request'
import { transfersKey } from './awaiting-transfers'

/** A season's money by product, provider and method (read again when a transfer is matched). */
export const useTreasury = (season: number) =>
  useQuery({
    queryKey: [...transfersKey, 'treasury', season, currentLang()],
    queryFn: ({ signal }) => callApi(getTreasury, { season }, { signal }),
    enabled: season > 0,
  })

/** The same view as an .xlsx download. */
export const downloadTreasury = async (season: number) =>
  saveDownload(await callApi(exportTreasury, { season }))
