/** The services around the show (issue 26: parking, the on-site code, ...): one file per service; export each here. */
export * from './parking'
export * from './site-code'
