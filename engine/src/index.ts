export * from './semi-final/semi-final.machine'
