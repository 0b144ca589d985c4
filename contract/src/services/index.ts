/** The services around the show (issue 26: parking, ...): one file per service; export each here. */
export * from './parking'
