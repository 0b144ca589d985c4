/**
 * Custom buttons (issue 22, D10): merchant-configured extra actions on a show's tickets, each a
 * title, an icon and a jump in the banner format (spec s3 jumpDetails). The ticket detail shows
 * the first CUSTOM_BUTTONS_ON_TICKET (rules/custom-buttons.ts); custom-button-list shows them all.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable } from './common'

export const CustomButton = Type.Object({
  title: Type.String(),
  icon: Type.String(),
  jumpDetails: Type.Object({
    /** PAGE (an app path), H5 (a web address), MINI_PROGRAM (appId and path). */
    type: Type.String(),
    path: Type.String(),
    appId: Nullable(Type.String()),
  }),
})
export type CustomButton = Static<typeof CustomButton>

export const CustomButtons = Type.Array(CustomButton)
export type CustomButtons = Static<typeof CustomButtons>

export const CustomButtonsParams = Type.Object({ showId: Type.String({ minLength: 1, maxLength: 64 }) })
