// The accident reading of a self-injury, shared by the rules that read self-harm (crisis.ts and the round files), so
// each reads an accident the same way. Patterns run on normaliseForCrisis text.
// An injury to oneself told as an accident: "I burned my arm on the oven", "cut my hand while cooking". Session 56: it
// asks for the whole word before it ("burning my arms on the oven" matched "my arm" and then found no accident after
// "s"), and brambles, thorns and gardening are accidents too. Session 57: shared by the twentieth round's self-harm
// rule (which kept its own shorter list); a fryer or a hot plate, scratching in one's sleep or for eczema or an itch.
export const ACCIDENTALLY =
  "(?= )(?!(?!.* (?:on purpose|deliberately|intentionally)(?= ))(?: \\w+){0,4} (?:with (?:the|a) (?:door|cupboard|cabinet|ball|racket|bat|frisbee|car door)|on (?:the|a|my) (?:oven|stove|pan|iron|grill|kettle|curling iron|straightener|hair straightener|hair dryer|toaster|fence|nail|furnace|forge|glory hole|exhaust|engine|radiator|welder|soldering iron|bonfire|campfire|barbecue|bbq|hob|brambles|thorns|roses|nettles|barbed wire|fryer|deep fryer|deep fat fryer|chip pan|hotplate|hot plate|griddle|wok|baking tray)|(?:while|when) (?:im |i am )?(?:cooking|baking|shaving|working|gardening)|(?:in my sleep|while i sleep|when i sleep|when im asleep|at night in bed)|(?:eczema|psoriasis|dermatitis|hives|rash|itchy|itching|chickenpox|chicken pox|mosquito bites|midge bites)|by accident|accidentally|(?: \\w+){0,8} (?:workplace hazard|at work|on the job)))";
