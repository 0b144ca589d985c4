/** The trade domain's schemas (one file per route group; export each file here). */
export {}
