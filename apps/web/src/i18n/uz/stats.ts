/**
 * The numbers (/flow_chart and the home's tiles): each figure's name and what it counts — the
 * same definition wherever the figure is shown (decision 19).
 */
export const stats = {
  figures: {
    sales: {
      name: "Sotuvlar",
      definition:
        "Shartnoma tuzilgan (toʻlov sharti bajarilib, «Tuzilgan» holatiga oʻtgan) kuni sotuv hisoblanadi. Keyin rad etilsa ham sotuv oʻz kunida qoladi, rad etish esa oʻz kunida alohida koʻrsatiladi.",
    },
    refused: {
      name: "Rad etilgan shartnomalar",
      definition: "Davrda rad etilgan shartnomalar, rad etilgan kuni boʻyicha.",
    },
    received: {
      name: "Kelib tushgan pul",
      definition:
        "Toʻlov kuni davrga toʻgʻri keladigan toʻlovlar, qaytarilgan pullar ayirib tashlangan holda. Bekor qilingan toʻlovlar hisobga olinmaydi.",
    },
    refunded: {
      name: "Qaytarilgan pul",
      definition: "Davrda mijozlarga qaytarilgan pul (bekor qilinganlari hisobga olinmaydi).",
    },
    due: {
      name: "Toʻlanishi kerak",
      definition:
        "Amaldagi shartnomalarning (qoralama va rad etilganlardan tashqari) joriy toʻlov jadvalidagi, muddati davrga toʻgʻri keladigan toʻlovlar — toʻliq summasi bilan, bank qismi ham.",
    },
    overdue: {
      name: "Muddati oʻtgan qarz",
      definition:
        "Bugungi holat: joriy jadvaldagi muddati bugundan oldin boʻlgan va toʻlanmagan summalar (undiruv boʻlimi hisoblaganidek). Davrga bogʻliq emas.",
    },
    funnel: {
      name: "Mijozlar voronkasi",
      definition:
        "Davrda roʻyxatga olingan (savatdagilardan tashqari) mijozlar, hozirgi bosqichi boʻyicha — mijozlar roʻyxatidagi filtrlar bilan bir xil.",
    },
  },
} as const;
