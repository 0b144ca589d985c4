// Types of config/framework.js (CommonJS, so babel.config.js can require it).
export declare const FRAMEWORK: 'react'
export declare const HOT: boolean
