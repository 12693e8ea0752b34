// Practices for situations where the topic's own practices would speak to the wrong person
// (the health topic speaks to the patient; here the member loves the patient) or miss the need.
// Each is one sentence; the replies use the first three, the plans rotate through all.
export const SITUATION_PRACTICES: Record<string, string[]> = {
  cancer_loved_one: [
    "Tell God plainly what you are afraid of for them; He can hold every word of it.",
    "Ask one or two people to pray for your loved one by name this week, and let them pray for you too.",
    "Keep one small, steady kindness going, a message, a meal or simply sitting together, rather than trying to fix everything.",
    "Let someone else carry a practical task for you, so you have room to rest.",
  ],
  sick_child: [
    "Pray short prayers at the bedside; a single line such as 'Jesus, hold my child' is enough.",
    "Take turns with someone you trust so that you can eat and sleep.",
    "Ask your church for specific help: meals, lifts, care for your other children.",
    "Write down the questions for the doctors before each round, so you do not have to hold them in your head.",
  ],
  // What 988 and AFSP ask of someone helping (#BeThe1To: ask, be there, keep them safe, help them
  // connect, follow up), as one sentence each.
  someone_at_risk: [
    "Ask them directly and calmly whether they are thinking of ending their life; asking does not put the idea in their mind, and it tells them you can hear the answer.",
    "Stay with them, or make sure someone is with them, and help them reach someone who can help: a crisis line, a doctor, a counsellor or their pastor.",
    "Where you can, put distance between them and anything they could use to hurt themselves.",
    "Keep checking in over the coming days, and find someone to support you too, a pastor, a counsellor or a friend.",
  ],
  // How a question about the Bible is best pursued: the text in its setting, then the church.
  faith_question: [
    "Read the passage your question comes from in its whole chapter, slowly, before reading anyone's explanation of it.",
    'Ask God for understanding before you read, as the psalmist did: "Open my eyes."',
    "Bring your question to your pastor, a small group or a trusted study Bible; good questions are meant to be shared.",
  ],
  // What Poison Control and emergency services ask of the grown-up beside a hurt child, then after.
  child_in_danger: [
    "Follow what the dispatcher or Poison Control tells you exactly, and do not try to make them sick unless you are told to.",
    "Keep the packet, bottle or whatever they took or touched with you, so that the doctors know what and how much.",
    "Once they are safe, let someone sit with you; the fright often lands afterwards, and accidents happen in the most loving homes.",
    "In the days after, put medicines and cleaning products up high or locked away, as a care for them, not a verdict on you.",
  ],
  mental_illness_family: [
    "Learn one thing about their illness this week from a reliable source, so that you can love them with understanding.",
    "Find support for yourself, a carers' group, a counsellor or a friend who listens without advice.",
    "Pray for them by name each day, and let the prayer hold what you cannot fix.",
    "Keep the crisis numbers and their care team's contacts where you can find them quickly.",
  ],
  dementia: [
    "Enter their world rather than correcting it; a hand held or an old hymn often reaches where words no longer do.",
    "Let yourself grieve the losses along the way; it is not disloyal to miss who they were.",
    "Ask for respite help before you are at the end of yourself.",
    "Pray the familiar prayers aloud with them; faith learned long ago often remains.",
  ],
  dying_loved_one: [
    "Say the things that matter, thank you, I love you, I forgive you, please forgive me, while there is time.",
    "Read a psalm aloud at their bedside, even if they cannot answer; hearing often remains to the end.",
    "Ask your pastor or a chaplain to come and pray with you both.",
    "Let others take shifts, so that you can rest and still be there at the important moments.",
  ],
  child_addiction: [
    "Pray for your child by name each day, and hand them to God again whenever fear rises.",
    "Find a support group for families of people with addiction; you need people who understand.",
    "Set loving, clear boundaries and keep them, with help from a counsellor if you can.",
    "Keep telling your child you love them, even when you cannot say yes to what they ask.",
  ],
  spouse_addiction: [
    "Tell one trusted person the truth about what is happening at home.",
    "Find a support group for families of people with addiction, such as Al-Anon, for your own sake.",
    "Pray for your spouse by name, and ask God for wisdom about the boundaries that protect you and your home.",
    "If you or your children are ever unsafe, put safety first and reach out for help straight away.",
  ],
  prodigal_child: [
    "Keep the door open with small, unpressured messages of love.",
    "Pray for your child by name each day, and hand them to God again when worry returns.",
    "Find one other parent who understands, and pray for each other's children.",
    "Let your own walk with God be honest and warm; it speaks louder than arguments.",
  ],
  military_deployment: [
    "Pray Psalm 91 for them by name each morning.",
    "Keep a simple routine at home; it steadies you and anyone else waiting with you.",
    "Write to them about ordinary life; it is a gift to someone far away.",
    "Let your church and friends carry some of the waiting with you.",
  ],
  pet_sick: [
    "Spend quiet time with your animal; your presence comforts them.",
    "Ask your vet the questions that matter to you, so that you can decide with a clear mind.",
    "Tell God honestly how much this creature means to you.",
    "Let a friend sit with you through the hard decisions.",
  ],
  caregiver_exhausted: [
    "Ask for one specific piece of help this week: a few hours of respite, a meal or a visit.",
    "Take one short rest each day without apologising for it; God gives rest to His beloved.",
    "Tell God honestly how tired you are; He is not disappointed in you.",
    "Find a carers' group or one friend who understands, so that you are not carrying this alone.",
  ],
  chronic_fatigue_parent: [
    "Ask for one specific piece of help this week: a few hours of respite, a meal or a visit.",
    "Celebrate one small good moment with your child today, and thank God for it.",
    "Find a group of parents who understand, online or nearby.",
    "Take one short rest each day without apologising for it.",
  ],
  grief_pet: [
    "Let yourself grieve; love for an animal is real love.",
    "Keep one small remembrance, a photograph, a collar or a place in the garden.",
    "Thank God for the years you shared, one memory at a time.",
    "Tell a friend who understands what your companion meant to you.",
  ],
  pet_loss_child: [
    "Answer your child's questions simply and honestly, and let them see that you are sad too.",
    "Make a small remembrance together, a drawing, a stone or a prayer.",
    "Read a psalm about God's care for His creatures together.",
    "Give your child time; grief in children comes and goes in waves.",
  ],
  marriage_money_fights: [
    "Choose a calm time, not the middle of an argument, to sit down together and look at the numbers.",
    "Each name one fear about money before talking about any decision.",
    "Pray together for a minute before you talk money, even if it feels awkward.",
    "If the same fight keeps repeating, ask a counsellor or a trusted couple to help you both.",
  ],
  // The marriage topic's practices speak to a spouse working at a marriage ("listen to your spouse
  // without defending yourself"): not to someone whose marriage is ending, nor to a couple about to marry.
  divorce: [
    "Let yourself grieve what you hoped for; the end of a marriage is a real loss.",
    "Tell one trusted friend, your pastor or a counsellor what is happening, so you are not carrying it alone.",
    "Take the practical steps one at a time, and ask for wise help with the legal and money matters.",
    "Bring your anger and sorrow to God in honest words; the Psalms show that He can hear them.",
  ],
  new_marriage: [
    "Thank God together for each other, and name one way you have seen His kindness in your story.",
    "Pray for the one you are marrying by name each day, asking God to bless them.",
    "Ask a couple whose marriage you admire what has helped them most.",
    "Keep unhurried time to enjoy each other in the busy weeks, not only to plan.",
  ],
  infidelity: [
    "Put your own safety and health first, and take time before any big decision.",
    "Tell one trusted friend or counsellor what has happened, so you are not alone with it.",
    "Bring your anger and grief to God in honest words; the Psalms show that He can hear them.",
    "Let yourself rest and eat; shock takes a toll on the body.",
  ],
  friend_betrayal: [
    "Tell God exactly what happened and how it felt; He can hear all of it.",
    "Give yourself time before deciding what to do about the friendship.",
    "Lean on one friend who has proved trustworthy.",
    "Guard your heart from bitterness by praying for your own healing first.",
  ],
  // The work topic's practices speak to someone at work ("commit your workday to God", "set a clear
  // stopping point for work"); these speak to someone who has lost work, is looking for it, fears
  // losing it or has just been given it (session 36's review of plan-blind-17's replies: a crane
  // driver laid off at 58 was told to do "the next task with excellence").
  job_loss: [
    "Tell God plainly what this loss has taken, the people and the routine as well as the income; He can hear all of it.",
    "Sit down with someone you trust and take stock of what you need this month and what help there is, your church's included.",
    "Give each day a simple shape, a time to pray, a walk and one step towards what is next, so the days do not blur.",
    "Remind yourself that your worth was never your job title; you are God's child with or without a payslip.",
  ],
  job_search: [
    "Give each application to God as you send it, and leave the answer with Him.",
    "Ask one person to read your CV or practise an interview with you; you were not meant to search alone.",
    "Set a time each day when the searching stops, then do something that restores you.",
    "Keep a list of every door you knock on; it is a record of faithfulness, whatever the answers.",
  ],
  job_insecurity: [
    "Name the outcome you fear to God, then ask Him only for what you need today.",
    "Take one step that is in your hands this week: update your CV, or go through your budget with someone wise.",
    "Do today's work as well as you can, and leave tomorrow's announcements with Him.",
    "Tell a friend or your small group, so that you are not carrying the waiting alone.",
  ],
  new_job_joy: [
    "Thank God specifically for this door, and write down how it opened so that you remember.",
    "Share the news with someone who prayed for you, and celebrate together.",
    "Commit your first weeks to Him: ask for wisdom, humility and good friendships with new colleagues.",
    "Decide now how you will keep a Sabbath rest as the new role grows.",
  ],
};
